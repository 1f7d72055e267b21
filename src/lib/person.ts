// A person as messages, live chats and live rooms show them (a conversation's other side, a chat line's sender,
// who watches, who asks for a private show): one mapper, so a missing name reads the same everywhere.
import type { ConversationJson } from '@api/schemas/messaging';
import type { UserCardJson } from '@api/schemas/users';
import { asRaw, flag, str } from './raw-json';

export interface Person {
  _id: string;
  /** the display name, or the username when there is none */
  name: string;
  username: string;
  avatar: string;
  isPerformer: boolean;
  isOnline: boolean;
  verified: boolean;
}

export function toPerson(raw: unknown): Person {
  const r = asRaw<UserCardJson | ConversationJson['recipientInfo']>(raw);
  return {
    _id: str(r._id),
    name: str(r.name) || str(r.username),
    username: str(r.username),
    avatar: str(r.avatar),
    isPerformer: flag(r.isPerformer),
    isOnline: flag(r.isOnline),
    verified: r.verifiedAccount === true,
  };
}
