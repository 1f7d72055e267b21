// Conversations and messages as the web app keeps them (reference §4.3; server JSON -> client models).
import { type ChatLine, toChatLine } from '@/lib/chat-line';
import { type DeliveryState } from '@/lib/outbox';
import { toPerson, type Person } from '@/lib/person';
import { asRaw, num, str } from '@/lib/raw-json';
import type { FileJson } from '@api/schemas/media';
import type { ConversationJson, MessageJson } from '@api/schemas/messaging';

export interface Conversation {
  _id: string;
  recipient: Person;
  lastMessage: string;
  lastSenderId: string;
  lastMessageCreatedAt: string;
  totalNotSeenMessages: number;
  /** the viewer may write (a creator to a fan, or a subscribed fan) */
  isSubscribed: boolean;
  isBlocked: boolean;
  updatedAt: string;
}

export interface MessageFile {
  _id: string;
  type: string;
  url: string | null;
  thumbnail: string;
  status: string;
}

export interface Message extends ChatLine {
  files: MessageFile[];
  price: number;
  isSale: boolean;
  isBought: boolean;
  delivery: DeliveryState;
  /** a message an operator hid: its sender still reads it, marked; the other member reads it as removed */
  hiddenByModeration?: boolean;
}

/** The viewer may write here (a creator to their fan, or a subscribed fan the creator has not blocked). */
export const canWrite = (c: Pick<Conversation, 'isSubscribed' | 'isBlocked'>) =>
  c.isSubscribed && !c.isBlocked;

/**
 * Whether a conversation belongs in the list: it has a message, or the viewer may write its first one. An empty
 * one the fan cannot write in (not subscribed, blocked) would be a dead entry (the API does not list it either).
 */
export const listable = (c: Conversation) => c.lastMessage !== '' || canWrite(c);

export function toConversation(raw: unknown): Conversation {
  const r = asRaw<ConversationJson>(raw);
  return {
    _id: str(r._id),
    recipient: toPerson(r.recipientInfo),
    lastMessage: str(r.lastMessage),
    lastSenderId: str(r.lastSenderId),
    lastMessageCreatedAt: str(r.lastMessageCreatedAt) || str(r.createdAt),
    totalNotSeenMessages: num(r.totalNotSeenMessages),
    isSubscribed: r.isSubscribed === true,
    isBlocked: r.isBlocked === true,
    updatedAt: str(r.updatedAt),
  };
}

export function toMessage(raw: unknown): Message {
  const r = asRaw<MessageJson>(raw);
  return {
    ...toChatLine(r),
    files: Array.isArray(r.files)
      ? r.files.map((f) => {
          const x = asRaw<FileJson>(f);
          return {
            _id: str(x._id),
            type: str(x.type),
            url: typeof x.url === 'string' && x.url ? x.url : null,
            thumbnail: Array.isArray(x.thumbnails) ? str(x.thumbnails[0]) : '',
            status: str(x.status) || 'finished',
          };
        })
      : [],
    price: num(r.price),
    isSale: r.isSale === true,
    isBought: r.isBought !== false,
    delivery: 'sent',
    ...(r.hiddenByModeration === true ? { hiddenByModeration: true } : {}),
  };
}
