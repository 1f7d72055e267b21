// A live session's chat (reference §3.2, §5.5): messages with the messaging store's clientId rule, the
// sender's own deletions, and live tips' system lines. Delivered to the room `conversation-public-{id}`.
// Senders are held to the private messages' rate (services/send-rate); a viewer who keeps sending into a full
// window is dropped from the live (issue 20 item 6).
import type { FastifyInstance } from 'fastify';
import { HttpError, forbidden } from '../lib/http-error';
import { formatDollars } from '../lib/money';
import type { MessageRow } from '../repositories/messages';
import type { Viewer } from '../repositories/directory';
import type { StreamRow } from '../repositories/streams';
import { toMessageJson } from '../mappers/messaging';
import { revokeMedia } from './live-access';
import { SendRateError, checkSendRate } from './send-rate';
import { chatAccess, streamRoom } from './streaming';
import { streamChatEvent } from '../contract/socket-events';

export const STREAM_CHAT_MESSAGES = {
  empty: 'Please enter a message',
  notYours: 'You can only delete your own messages',
  tipElsewhere: 'This live session is not this creator’s',
  flooded: 'You were removed from this live for sending messages too fast. You can join it again.',
} as const;

/** Lines refused in one rate window after which a viewer is flooding: out of the room, the page says why. */
export const FLOOD_DROP_AFTER = 10;

/** The shared send rate; the refusal that makes a viewer a flooder drops them (once per window). */
async function limitSender(app: FastifyInstance, stream: StreamRow, senderId: string): Promise<void> {
  try {
    await checkSendRate(app, 'live-chat', senderId);
  } catch (err) {
    if (err instanceof SendRateError && err.refusals === FLOOD_DROP_AFTER && senderId !== stream.performerId)
      void revokeMedia(app, stream, senderId, STREAM_CHAT_MESSAGES.flooded);
    throw err;
  }
}

async function announce(app: FastifyInstance, event: 'created' | 'deleted', message: MessageRow) {
  const json = await toMessageJson(app, message, true);
  app.io.to(streamRoom(message.conversationId)).emit(streamChatEvent(event, message.conversationId), json);
  return json;
}

export async function postStreamMessage(
  app: FastifyInstance,
  me: { id: string; role: string },
  conversationId: string,
  body: { text: string; clientId?: string },
) {
  const { stream } = await chatAccess(app, me.id, conversationId);
  const text = body.text.trim();
  if (!text) throw new HttpError(422, STREAM_CHAT_MESSAGES.empty);
  const clientId = body.clientId ?? null;
  // a repeat (same clientId) answers the stored line and costs nothing against the rate
  const repeat = clientId ? await app.repos.messages.byClientId(me.id, clientId) : undefined;
  if (repeat?.conversationId === conversationId) return await toMessageJson(app, repeat, true);
  await limitSender(app, stream, me.id);
  const inserted = await app.repos.messages.insert(
    {
      conversationId,
      type: 'text',
      text,
      senderId: me.id,
      senderSource: me.role === 'performer' ? 'performer' : 'user',
      clientId,
      priceCents: 0,
    },
    [],
    app.now().toISOString(),
  );
  // a repeat (same clientId) answers the stored message and is not announced again
  if (!inserted)
    return await toMessageJson(app, (await app.repos.messages.byClientId(me.id, clientId as string))!, true);
  return await announce(app, 'created', inserted);
}

/** The sender deletes their own line (the creator may clear the whole chat instead). */
export async function deleteStreamMessage(app: FastifyInstance, userId: string, message: MessageRow) {
  await chatAccess(app, userId, message.conversationId);
  if (message.senderId !== userId) throw forbidden(STREAM_CHAT_MESSAGES.notYours);
  if (message.isDeleted) return await toMessageJson(app, message, true);
  await app.repos.messages.markDeleted(message.id);
  return await announce(app, 'deleted', (await app.repos.messages.find(message.id))!);
}

/** A live tip must name a session of that creator the fan may chat in (checked before any money moves). */
export async function liveTipSession(
  app: FastifyInstance,
  fan: Viewer,
  performerId: string,
  conversationId: string,
): Promise<StreamRow> {
  const { stream } = await chatAccess(app, fan.id, conversationId);
  if (stream.performerId !== performerId) throw new HttpError(422, STREAM_CHAT_MESSAGES.tipElsewhere);
  return stream;
}

/** "X tipped $Y" in the session chat, as the tipping fan's system line. */
export async function postTipLine(
  app: FastifyInstance,
  fanId: string,
  conversationId: string,
  cents: number,
) {
  const fan = await app.repos.users.findById(fanId);
  const inserted = await app.repos.messages.insert(
    {
      conversationId,
      type: 'tip',
      text: `${fan?.name || fan?.username || 'A fan'} tipped ${formatDollars(cents)}`,
      senderId: fanId,
      senderSource: 'user',
      clientId: null,
      priceCents: 0,
    },
    [],
    app.now().toISOString(),
  );
  if (inserted) await announce(app, 'created', inserted);
}
