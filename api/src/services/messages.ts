// Messages (issue 11, reference §5.8): send with a client id (a repeat answers the stored message, so retries
// never duplicate), delete by the sender, pages newest first, catch-up after a reconnect, read marks, paid
// messages. Every member's sockets hear message_created / message_deleted; recipients' badges follow.
import type { FastifyInstance } from 'fastify';
import { HttpError, forbidden, notFound } from '../lib/http-error';
import { amountToCents, formatDollars, settingCents } from '../lib/money';
import type { AuthUser } from '../types';
import type { MessageRow } from '../repositories/messages';
import { toFileStatusJson } from '../mappers/media';
import { removeMedia } from './media-store';
import { DELETED_TEXT, toMessageJson } from '../mappers/messaging';
import { MAX_MESSAGE_FILES, type SendMessageBodyType } from '../schemas/messaging';
import { announceUnread, assertCanWrite, chatRights, memberConversation } from './conversations';
import { TOO_FAST_MESSAGE, checkSendRate } from './send-rate';
import { USER_EVENTS } from '../contract/socket-events';

export const MESSAGE_MESSAGES = {
  empty: 'Please enter a message or attach a file',
  tooFast: TOO_FAST_MESSAGE,
  fileNotFound: 'Attachment not found: upload it again',
  onlyCreatorsSell: 'Only creators can set a price on a message',
  priceNeedsMedia: 'A paid message needs at least one photo or video',
  notFound: 'Message not found',
  notYours: 'You can only delete your own messages',
  conversationMismatch: 'This message belongs to another conversation',
} as const;

const MESSAGE_KINDS = new Set(['message-photo', 'message-video']);
const PREVIEW_LENGTH = 30;

/** Whether `viewerId` may open the media of a message. */
export function canOpen(app: FastifyInstance, m: MessageRow, viewerId: string): boolean {
  return (
    m.senderId === viewerId || m.priceCents <= 0 || app.repos.purchases.exists(viewerId, 'message', m.id)
  );
}

export const messageJsonFor = (app: FastifyInstance, m: MessageRow, viewerId: string) =>
  toMessageJson(app, m, canOpen(app, m, viewerId), viewerId);

/** Tells every member (each with their own view of the media) about a message. */
type MessageEvent = typeof USER_EVENTS.messageCreated | typeof USER_EVENTS.messageDeleted;
function announce(app: FastifyInstance, event: MessageEvent, m: MessageRow, memberIds: string[]): void {
  for (const userId of memberIds) app.emitToUser(userId, event, messageJsonFor(app, m, userId));
}

function attachments(app: FastifyInstance, senderId: string, body: SendMessageBodyType): string[] {
  const ids = [...new Set([...(body.fileIds ?? []), ...(body.fileId ? [body.fileId] : [])])];
  if (ids.length > MAX_MESSAGE_FILES) throw new HttpError(422, `Attach up to ${MAX_MESSAGE_FILES} files`);
  for (const id of ids) {
    const file = app.repos.files.findById(id);
    if (
      !file ||
      file.ownerId !== senderId ||
      !MESSAGE_KINDS.has(file.kind) ||
      app.repos.messages.messageOfFile(id)
    )
      throw new HttpError(422, MESSAGE_MESSAGES.fileNotFound);
  }
  return ids;
}

function priceCentsOf(
  app: FastifyInstance,
  sender: AuthUser,
  body: SendMessageBodyType,
  files: string[],
): number {
  if (!body.price) return 0;
  if (sender.role !== 'performer') throw forbidden(MESSAGE_MESSAGES.onlyCreatorsSell);
  if (!files.length) throw new HttpError(422, MESSAGE_MESSAGES.priceNeedsMedia);
  const cents = amountToCents(body.price, 'Price');
  const max = settingCents(app.repos.settings.getSync('maximumMessagePrice'), 500);
  if (cents < 100) throw new HttpError(422, 'Minimum price of a message is $1');
  if (cents > max) throw new HttpError(422, `Maximum price of a message is ${formatDollars(max)}`);
  return cents;
}

export async function sendMessage(
  app: FastifyInstance,
  sender: AuthUser,
  conversationId: string,
  body: SendMessageBodyType,
): Promise<{ message: MessageRow; created: boolean }> {
  if (body.conversationId && body.conversationId !== conversationId)
    throw new HttpError(422, MESSAGE_MESSAGES.conversationMismatch);
  const { members } = memberConversation(app, sender.id, conversationId);
  // a retry of a message already stored: the stored one, nothing sent twice
  if (body.clientId) {
    const existing = app.repos.messages.byClientId(sender.id, body.clientId);
    if (existing) {
      if (existing.conversationId !== conversationId)
        throw new HttpError(422, MESSAGE_MESSAGES.conversationMismatch);
      return { message: existing, created: false };
    }
  }
  assertCanWrite(chatRights(app, members, sender.id));
  const files = attachments(app, sender.id, body);
  const text = (body.text ?? '').trim();
  if (!text && !files.length) throw new HttpError(422, MESSAGE_MESSAGES.empty);
  const priceCents = priceCentsOf(app, sender, body, files);
  await checkSendRate(app, 'message', sender.id);
  const now = app.now().toISOString();
  const stored = app.db.transaction(() => {
    const row = app.repos.messages.insert(
      {
        conversationId,
        type: files.length ? 'media' : 'text',
        text: text || (files.length > 1 ? 'Attached some files' : files.length ? 'Attached a file' : ''),
        senderId: sender.id,
        senderSource: sender.role === 'performer' ? 'performer' : 'user',
        clientId: body.clientId ?? null,
        priceCents,
      },
      files,
      now,
    );
    if (row) app.repos.conversations.touch(conversationId, sender.id, row.text.slice(0, PREVIEW_LENGTH), now);
    return row;
  })();
  if (!stored) {
    // a parallel repeat won the insert: answer its message
    return { message: app.repos.messages.byClientId(sender.id, body.clientId as string)!, created: false };
  }
  const ids = members.map((m) => m.userId);
  announce(app, USER_EVENTS.messageCreated, stored, ids);
  for (const id of ids) if (id !== sender.id) announceUnread(app, id);
  return { message: stored, created: true };
}

/**
 * The list's preview after a delete: the newest message still there, so a deleted text never lingers in either
 * member's list; "Message deleted" (the thread's own words) when every message was deleted.
 */
function refreshPreview(app: FastifyInstance, conversationId: string): void {
  const kept = app.repos.messages.newest(conversationId, { kept: true });
  const shown = kept ?? app.repos.messages.newest(conversationId);
  if (!shown) return;
  const text = kept ? kept.text.slice(0, PREVIEW_LENGTH) : DELETED_TEXT;
  app.repos.conversations.setPreview(conversationId, shown.senderId, text, shown.createdAt);
}

/**
 * Marks the message deleted for both members. Its attachments go with it, rows and stored bytes: a deleted
 * message shows no files (mappers/messaging), so nothing could reach them again.
 */
export async function deleteMessage(app: FastifyInstance, userId: string, id: string): Promise<MessageRow> {
  const message = app.repos.messages.find(id);
  if (!message) throw notFound(MESSAGE_MESSAGES.notFound);
  const { members } = memberConversation(app, userId, message.conversationId);
  if (message.senderId !== userId) throw forbidden(MESSAGE_MESSAGES.notYours);
  if (message.isDeleted) return message;
  const attachments = app.repos.messages.fileIds(id);
  app.db.transaction(() => {
    app.repos.messages.markDeleted(id);
    refreshPreview(app, message.conversationId);
  })();
  await Promise.all(attachments.map((fileId) => removeMedia(app, fileId)));
  const deleted = app.repos.messages.find(id)!;
  announce(
    app,
    USER_EVENTS.messageDeleted,
    deleted,
    members.map((m) => m.userId),
  );
  return deleted;
}

/** The sender of a message `reporterId` may report: one they can read in a conversation of theirs. */
export function reportedMessageOwner(app: FastifyInstance, reporterId: string, id: string): string {
  const message = app.repos.messages.find(id);
  if (!message || message.isDeleted) throw notFound(MESSAGE_MESSAGES.notFound);
  memberConversation(app, reporterId, message.conversationId);
  if (message.hiddenAt && message.senderId !== reporterId) throw notFound(MESSAGE_MESSAGES.notFound);
  return message.senderId;
}

/**
 * After an operator hid a message: the conversation's preview leaves it, and every member's sockets hear it
 * removed (each with their own view: the sender keeps the text, marked). A restored message shows again on the
 * next load of the thread.
 */
export function messageModerated(app: FastifyInstance, id: string): void {
  const message = app.repos.messages.find(id);
  if (!message) return;
  refreshPreview(app, message.conversationId);
  if (!message.hiddenAt) return;
  const members = app.repos.conversations.members(message.conversationId).map((m) => m.userId);
  announce(app, USER_EVENTS.messageDeleted, message, members);
}

/** A page, newest first; with `after`, what followed that message, oldest first (catch-up). */
export function listMessages(
  app: FastifyInstance,
  userId: string,
  conversationId: string,
  q: { offset: number; limit: number; after?: string },
) {
  memberConversation(app, userId, conversationId);
  return messagePage(app, conversationId, q, (m) => messageJsonFor(app, m, userId));
}

/**
 * One page of a conversation's or a live chat's lines, or with `after` the lines since that one (a client
 * catching up after a reconnect). The caller has checked access and says how a line is shown.
 */
export function messagePage<T>(
  app: FastifyInstance,
  conversationId: string,
  q: { offset: number; limit: number; after?: string },
  toJson: (m: MessageRow) => T,
): { data: T[]; total: number } {
  if (q.after) {
    const rows = app.repos.messages.after(conversationId, q.after, q.limit);
    return { data: rows.map(toJson), total: rows.length };
  }
  const page = app.repos.messages.page(conversationId, q.offset, q.limit);
  return { data: page.rows.map(toJson), total: page.total };
}

export function readAll(app: FastifyInstance, userId: string, conversationId: string): void {
  memberConversation(app, userId, conversationId);
  app.repos.conversations.markRead(conversationId, userId);
  announceUnread(app, userId);
}

/** GET /messages/{id}/file/{fileId}/status: the processing state, with the URL only for who may open it. */
export function messageFileStatus(app: FastifyInstance, userId: string, id: string, fileId: string) {
  const message = app.repos.messages.find(id);
  if (!message || message.isDeleted) throw notFound(MESSAGE_MESSAGES.notFound);
  memberConversation(app, userId, message.conversationId);
  if (!app.repos.messages.fileIds(id).includes(fileId)) throw notFound('File not found');
  const json = messageJsonFor(app, message, userId).files.find((f) => f._id === fileId);
  if (!json) throw notFound('File not found');
  return toFileStatusJson(json);
}
