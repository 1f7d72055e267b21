// Conversations and messages on the wire (reference §4.3 Conversation, Message). A paid message's media carries
// a URL only for its sender and for a buyer; everyone else gets the blurred preview.
import type { FastifyInstance } from 'fastify';
import { toDollars } from '../lib/money';
import type { ConversationRow, MemberRow } from '../repositories/conversations';
import type { MessageRow } from '../repositories/messages';
import type { ConversationJson, MessageJson } from '../schemas/messaging';
import { fileJsonById } from './media';
import { partyInfo } from './payments';

export const DELETED_TEXT = 'Message deleted';
/** What the other members read in place of a message an operator hid (issue 23). */
export const HIDDEN_TEXT = 'Message removed by moderation';

/** The other member: their card, with the verified tick of a creator. */
async function recipientInfo(
  app: FastifyInstance,
  userId: string,
): Promise<ConversationJson['recipientInfo']> {
  const card = await partyInfo(app, userId);
  if (!card) return null;
  const performer = card.isPerformer ? await app.repos.performers.findByUserId(userId) : undefined;
  return { ...card, verifiedAccount: performer?.verifiedAccount === 1 };
}

export async function toConversationJson(
  app: FastifyInstance,
  c: ConversationRow,
  members: MemberRow[],
  viewerId: string,
  rights: { isSubscribed: boolean; isBlocked: boolean },
): Promise<ConversationJson> {
  const me = members.find((m) => m.userId === viewerId);
  const other = members.find((m) => m.userId !== viewerId);
  return {
    _id: c.id,
    type: c.type,
    name: c.name,
    recipients: members.map((m) => ({ source: m.source, sourceId: m.userId })),
    lastMessage: c.lastMessage,
    lastSenderId: c.lastSenderId,
    lastMessageCreatedAt: c.lastMessageCreatedAt,
    performerId: c.performerId,
    recipientInfo: other ? await recipientInfo(app, other.userId) : null,
    totalNotSeenMessages: me?.unreadCount ?? 0,
    isSubscribed: rights.isSubscribed,
    isBlocked: rights.isBlocked,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

/**
 * `isBought`: the viewer may open this message's media (its sender, a free message, or bought). A message an
 * operator hid (`hiddenByModeration`) reads as removed to everyone but its sender (`viewerId`; none given: not the
 * sender), who still reads it, marked.
 */
export async function toMessageJson(
  app: FastifyInstance,
  m: MessageRow,
  isBought: boolean,
  viewerId?: string,
): Promise<MessageJson> {
  const hidden = Boolean(m.hiddenAt);
  const deleted = m.isDeleted === 1 || (hidden && viewerId !== m.senderId);
  const fileIds = deleted ? [] : await app.repos.messages.fileIds(m.id);
  const files = (
    await Promise.all(fileIds.map(async (id) => await fileJsonById(app, id, { canView: isBought })))
  ).filter((f): f is NonNullable<typeof f> => f !== null);
  return {
    _id: m.id,
    conversationId: m.conversationId,
    type: m.type,
    text: m.isDeleted === 1 ? DELETED_TEXT : deleted ? HIDDEN_TEXT : m.text,
    senderSource: m.senderSource,
    senderId: m.senderId,
    senderInfo: await partyInfo(app, m.senderId),
    clientId: m.clientId,
    fileIds,
    files,
    price: toDollars(m.priceCents),
    isSale: m.priceCents > 0,
    isBought,
    isDeleted: deleted,
    ...(hidden ? { hiddenByModeration: true } : {}),
    // a live tip's line in a session chat ("X tipped $Y", reference §5.3)
    isSystem: m.type === 'tip',
    createdAt: m.createdAt,
    updatedAt: m.createdAt,
  };
}
