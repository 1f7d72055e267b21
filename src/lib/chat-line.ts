// What every chat line has, in a conversation or a live room, read from the API's message JSON: one mapper, so
// a deleted line reads the same in both.
import type { MessageJson } from '@api/schemas/messaging';
import { CHAT_TEXT } from '@/config/constants';
import { type Loose, str } from './raw-json';

export interface ChatLine {
  _id: string;
  conversationId: string;
  text: string;
  senderId: string;
  clientId: string;
  createdAt: string;
  isDeleted: boolean;
}

export function toChatLine(r: Loose<MessageJson>): ChatLine {
  const deleted = r.isDeleted === true;
  return {
    _id: str(r._id),
    conversationId: str(r.conversationId),
    text: deleted ? (r.hiddenByModeration === true ? CHAT_TEXT.removed : CHAT_TEXT.deleted) : str(r.text),
    senderId: str(r.senderId),
    clientId: str(r.clientId),
    createdAt: str(r.createdAt),
    isDeleted: deleted,
  };
}
