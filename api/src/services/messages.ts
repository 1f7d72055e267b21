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
export async function canOpen(app: FastifyInstance, m: MessageRow, viewerId: string): Promise<boolean> {
  return (
    m.senderId === viewerId ||
    m.priceCents <= 0 ||
    (await app.repos.purchases.exists(viewerId, 'message', m.id))
  );
}

export const messageJsonFor = async (app: FastifyInstance, m: MessageRow, viewerId: string) =>
  await toMessageJson(app, m, await canOpen(app, m, viewerId), viewerId);

/** Tells every member (each with their own view of the media) about a message. */
type MessageEvent = typeof USER_EVENTS.messageCreated | typeof USER_EVENTS.messageDeleted;
async function announce(
  app: FastifyInstance,
  event: MessageEvent,
  m: MessageRow,
  memberIds: string[],
): Promise<void> {
  for (const userId of memberIds) app.emitToUser(userId, event, await messageJsonFor(app, m, userId));
}

async function attachments(
  app: FastifyInstance,
  senderId: string,
  body: SendMessageBodyType,
): Promise<string[]> {
  const ids = [...new Set([...(body.fileIds ?? []), ...(body.fileId ? [body.fileId] : [])])];
  if (ids.length > MAX_MESSAGE_FILES) throw new HttpError(422, `Attach up to ${MAX_MESSAGE_FILES} files`);
  for (const id of ids) {
    const file = await app.repos.files.findById(id);
    if (
      !file ||
      file.ownerId !== senderId ||
      !MESSAGE_KINDS.has(file.kind) ||
      (await app.repos.messages.messageOfFile(id))
    )
      throw new HttpError(422, MESSAGE_MESSAGES.fileNotFound);
  }
  return ids;
}

async function priceCentsOf(
  app: FastifyInstance,
  sender: AuthUser,
  body: SendMessageBodyType,
  files: string[],
): Promise<number> {
  if (!body.price) return 0;
  if (sender.role !== 'performer') throw forbidden(MESSAGE_MESSAGES.onlyCreatorsSell);
  if (!files.length) throw new HttpError(422, MESSAGE_MESSAGES.priceNeedsMedia);
  const cents = amountToCents(body.price, 'Price');
  const max = settingCents(await app.repos.settings.get('maximumMessagePrice'), 500);
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
  const { members } = await memberConversation(app, sender.id, conversationId);
  // a retry of a message already stored: the stored one, nothing sent twice
  if (body.clientId) {
    const existing = await app.repos.messages.byClientId(sender.id, body.clientId);
    if (existing) {
      if (existing.conversationId !== conversationId)
        throw new HttpError(422, MESSAGE_MESSAGES.conversationMismatch);
      return { message: existing, created: false };
    }
  }
  assertCanWrite(await chatRights(app, members, sender.id));
  const files = await attachments(app, sender.id, body);
  const text = (body.text ?? '').trim();
  if (!text && !files.length) throw new HttpError(422, MESSAGE_MESSAGES.empty);
  const priceCents = await priceCentsOf(app, sender, body, files);
  await checkSendRate(app, 'message', sender.id);
  const now = app.now().toISOString();
  const stored = await app.db.transaction(async () => {
    const row = await app.repos.messages.insert(
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
    if (row)
      await app.repos.conversations.touch(conversationId, sender.id, row.text.slice(0, PREVIEW_LENGTH), now);
    return row;
  })();
  if (!stored) {
    // a parallel repeat won the insert: answer its message
    return {
      message: (await app.repos.messages.byClientId(sender.id, body.clientId as string))!,
      created: false,
    };
  }
  const ids = members.map((m) => m.userId);
  await announce(app, USER_EVENTS.messageCreated, stored, ids);
  for (const id of ids) if (id !== sender.id) await announceUnread(app, id);
  return { message: stored, created: true };
}

/**
 * The list's preview after a delete: the newest message still there, so a deleted text never lingers in either
 * member's list; "Message deleted" (the thread's own words) when every message was deleted.
 */
async function refreshPreview(app: FastifyInstance, conversationId: string): Promise<void> {
  const kept = await app.repos.messages.newest(conversationId, { kept: true });
  const shown = kept ?? (await app.repos.messages.newest(conversationId));
  if (!shown) return;
  const text = kept ? kept.text.slice(0, PREVIEW_LENGTH) : DELETED_TEXT;
  await app.repos.conversations.setPreview(conversationId, shown.senderId, text, shown.createdAt);
}

/**
 * Marks the message deleted for both members. Its attachments go with it, rows and stored bytes: a deleted
 * message shows no files (mappers/messaging), so nothing could reach them again.
 */
export async function deleteMessage(app: FastifyInstance, userId: string, id: string): Promise<MessageRow> {
  const message = await app.repos.messages.find(id);
  if (!message) throw notFound(MESSAGE_MESSAGES.notFound);
  const { members } = await memberConversation(app, userId, message.conversationId);
  if (message.senderId !== userId) throw forbidden(MESSAGE_MESSAGES.notYours);
  if (message.isDeleted) return message;
  const attachments = await app.repos.messages.fileIds(id);
  await app.db.transaction(async () => {
    await app.repos.messages.markDeleted(id);
    await refreshPreview(app, message.conversationId);
  })();
  await Promise.all(attachments.map((fileId) => removeMedia(app, fileId)));
  const deleted = (await app.repos.messages.find(id))!;
  await announce(
    app,
    USER_EVENTS.messageDeleted,
    deleted,
    members.map((m) => m.userId),
  );
  return deleted;
}

/** The sender of a message `reporterId` may report: one they can read in a conversation of theirs. */
export async function reportedMessageOwner(
  app: FastifyInstance,
  reporterId: string,
  id: string,
): Promise<string> {
  const message = await app.repos.messages.find(id);
  if (!message || message.isDeleted) throw notFound(MESSAGE_MESSAGES.notFound);
  await memberConversation(app, reporterId, message.conversationId);
  if (message.hiddenAt && message.senderId !== reporterId) throw notFound(MESSAGE_MESSAGES.notFound);
  return message.senderId;
}

/**
 * After an operator hid a message: the conversation's preview leaves it, and every member's sockets hear it
 * removed (each with their own view: the sender keeps the text, marked). A restored message shows again on the
 * next load of the thread.
 */
export async function messageModerated(app: FastifyInstance, id: string): Promise<void> {
  const message = await app.repos.messages.find(id);
  if (!message) return;
  await refreshPreview(app, message.conversationId);
  if (!message.hiddenAt) return;
  const members = (await app.repos.conversations.members(message.conversationId)).map((m) => m.userId);
  await announce(app, USER_EVENTS.messageDeleted, message, members);
}

/** A page, newest first; with `after`, what followed that message, oldest first (catch-up). */
export async function listMessages(
  app: FastifyInstance,
  userId: string,
  conversationId: string,
  q: { offset: number; limit: number; after?: string },
) {
  await memberConversation(app, userId, conversationId);
  return await messagePage(app, conversationId, q, async (m) => await messageJsonFor(app, m, userId));
}

/**
 * One page of a conversation's or a live chat's lines, or with `after` the lines since that one (a client
 * catching up after a reconnect). The caller has checked access and says how a line is shown.
 */
export async function messagePage<T>(
  app: FastifyInstance,
  conversationId: string,
  q: { offset: number; limit: number; after?: string },
  toJson: (m: MessageRow) => Promise<T>,
): Promise<{ data: T[]; total: number }> {
  if (q.after) {
    const rows = await app.repos.messages.after(conversationId, q.after, q.limit);
    return { data: await Promise.all(rows.map(toJson)), total: rows.length };
  }
  const page = await app.repos.messages.page(conversationId, q.offset, q.limit);
  return { data: await Promise.all(page.rows.map(toJson)), total: page.total };
}

export async function readAll(app: FastifyInstance, userId: string, conversationId: string): Promise<void> {
  await memberConversation(app, userId, conversationId);
  await app.repos.conversations.markRead(conversationId, userId);
  await announceUnread(app, userId);
}

/** GET /messages/{id}/file/{fileId}/status: the processing state, with the URL only for who may open it. */
export async function messageFileStatus(app: FastifyInstance, userId: string, id: string, fileId: string) {
  const message = await app.repos.messages.find(id);
  if (!message || message.isDeleted) throw notFound(MESSAGE_MESSAGES.notFound);
  await memberConversation(app, userId, message.conversationId);
  if (!(await app.repos.messages.fileIds(id)).includes(fileId)) throw notFound('File not found');
  const json = (await messageJsonFor(app, message, userId)).files.find((f) => f._id === fileId);
  if (!json) throw notFound('File not found');
  return toFileStatusJson(json);
}
