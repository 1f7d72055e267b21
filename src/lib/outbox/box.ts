// Messages not yet confirmed by the API, kept in localStorage per user so a reload or a dropped connection
// loses none: each is sent again with its clientId (the API stores a clientId once per sender).
import { loadJson, removeItem, saveJson } from '@/lib/storage';

export interface OutboxItem {
  conversationId: string;
  clientId: string;
  text: string;
  createdAt: string;
  /** uploaded attachments (ids from /messages/public/file/photo or /messages/private/file/video) */
  fileIds?: string[];
  /** a creator's paid message, in dollars */
  price?: number;
}

/** One box per user and purpose: the messenger's ('outbox') and live chats' ('stream-outbox'). */
export type OutboxName = 'outbox' | 'stream-outbox';
const key = (userId: string, box: OutboxName) => `fp-${box}:${userId}`;

export function readOutbox(userId: string, box: OutboxName = 'outbox'): OutboxItem[] {
  const list = loadJson<unknown>(key(userId, box));
  return Array.isArray(list)
    ? list.filter(
        (x): x is OutboxItem =>
          !!x &&
          typeof x.conversationId === 'string' &&
          typeof x.clientId === 'string' &&
          typeof x.text === 'string',
      )
    : [];
}

function write(userId: string, items: OutboxItem[], box: OutboxName): void {
  if (items.length) saveJson(key(userId, box), items);
  else removeItem(key(userId, box));
}

export function addToOutbox(userId: string, item: OutboxItem, box: OutboxName = 'outbox'): void {
  write(userId, [...readOutbox(userId, box).filter((x) => x.clientId !== item.clientId), item], box);
}

export function removeFromOutbox(userId: string, clientId: string, box: OutboxName = 'outbox'): void {
  write(
    userId,
    readOutbox(userId, box).filter((x) => x.clientId !== clientId),
    box,
  );
}

/** A UUID for a new message (crypto.randomUUID where available). */
export function newClientId(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c?.randomUUID) return c.randomUUID();
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The id a queued message shows under until the server's copy (same clientId) replaces it. (Here, not in
 * delivery.ts: a slice that names it must not bring redux-saga into a page's chunk, issue 22.) */
export const pendingId = (clientId: string) => `pending-${clientId}`;
