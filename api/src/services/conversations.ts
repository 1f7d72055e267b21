// Who talks to whom (reference §5.8): private conversations between a fan and a creator. Members only read,
// send or delete in one; a fan writes to a creator while subscribed and not blocked (a creator always writes to
// their fans). One decision, `chatRights`, used by the list, the thread and every send.
import type { FastifyInstance } from 'fastify';
import { HttpError, forbidden, notFound } from '../lib/http-error';
import type { MemberRole } from '../contract/roles';
import { MEMBERS_ONLY } from '../lib/route-guards';
import type { AuthUser } from '../types';
import type { ConversationRow, MemberRow } from '../repositories/conversations';
import { toConversationJson } from '../mappers/messaging';
import { relationTo } from './access';
import { USER_EVENTS } from '../contract/socket-events';

export const MESSAGING_MESSAGES = {
  notSubscribed: 'Please subscribe to this creator to start the conversation!',
  blocked: 'This creator has blocked you!',
  fanToFan: 'Fans can only message creators',
  creatorToCreator: 'Creators can only message their fans',
  notMember: 'You are not in this conversation',
  notFound: 'Conversation not found',
  self: 'You cannot message yourself',
} as const;

const sourceOf = (role: string): MemberRole => (role === 'performer' ? 'performer' : 'user');

/** POST /conversations: the existing conversation with that person, or a new one. */
export async function openConversation(
  app: FastifyInstance,
  me: AuthUser,
  target: { source: MemberRole; sourceId: string },
): Promise<ConversationRow> {
  if (me.role === 'admin') throw forbidden(MEMBERS_ONLY);
  if (target.sourceId === me.id) throw new HttpError(422, MESSAGING_MESSAGES.self);
  const other = await app.repos.users.findById(target.sourceId);
  if (!other || other.status !== 'active' || sourceOf(other.role) !== target.source)
    throw notFound('This account is not found');
  const mine = sourceOf(me.role);
  if (mine === 'user' && target.source === 'user') throw forbidden(MESSAGING_MESSAGES.fanToFan);
  if (mine === 'performer' && target.source === 'performer')
    throw forbidden(MESSAGING_MESSAGES.creatorToCreator);
  const performerId = mine === 'performer' ? me.id : other.id;
  return await app.repos.conversations.openPrivate(
    { userId: me.id, source: mine },
    { userId: other.id, source: target.source },
    performerId,
    app.now().toISOString(),
  );
}

/** A conversation the caller is in: 404 when there is none, 403 for anyone else. */
export async function memberConversation(
  app: FastifyInstance,
  userId: string,
  id: string,
): Promise<{ conversation: ConversationRow; members: MemberRow[] }> {
  const conversation = await app.repos.conversations.find(id);
  if (!conversation || conversation.type !== 'private') throw notFound(MESSAGING_MESSAGES.notFound);
  const members = await app.repos.conversations.members(id);
  if (!members.some((m) => m.userId === userId)) throw forbidden(MESSAGING_MESSAGES.notMember);
  return { conversation, members };
}

export interface ChatRights {
  /** the caller may write (a creator to their fan, or a subscribed fan) */
  isSubscribed: boolean;
  /** the creator blocked this fan */
  isBlocked: boolean;
}

/** The one decision on writing in a conversation. */
export async function chatRights(
  app: FastifyInstance,
  members: MemberRow[],
  userId: string,
): Promise<ChatRights> {
  const me = members.find((m) => m.userId === userId);
  const other = members.find((m) => m.userId !== userId);
  if (!me || !other) return { isSubscribed: false, isBlocked: false };
  if (me.source === 'performer') return { isSubscribed: true, isBlocked: false };
  const relation = await relationTo(app, userId, other.userId);
  const otherUser = await app.repos.users.findById(other.userId);
  return {
    isSubscribed: relation.isSubscribed && otherUser?.status === 'active',
    isBlocked: relation.isBlocked,
  };
}

/** 403 with the reference's words when the caller may not write here. */
export function assertCanWrite(rights: ChatRights): void {
  if (rights.isBlocked) throw forbidden(MESSAGING_MESSAGES.blocked);
  if (!rights.isSubscribed) throw forbidden(MESSAGING_MESSAGES.notSubscribed);
}

export async function conversationJsonFor(
  app: FastifyInstance,
  userId: string,
  conversation: ConversationRow,
) {
  const members = await app.repos.conversations.members(conversation.id);
  return await toConversationJson(app, conversation, members, userId, await chatRights(app, members, userId));
}

/** The header badge: how many conversations have unread messages; pushed as nofify_read_messages_in_conversation. */
export async function announceUnread(app: FastifyInstance, userId: string): Promise<void> {
  app.emitToUser(userId, USER_EVENTS.unreadConversations, {
    total: await app.repos.conversations.unreadConversations(userId),
  });
}
