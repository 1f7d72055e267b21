// Per-sender send limits, shared by private messages (issue 11) and live chats (issue 20 item 6): at most
// MESSAGE_RATE_MAX sends per MESSAGE_RATE_WINDOW_MS per sender and kind of chat (sliding windows); beyond, 429
// with the same words everywhere. Refused sends are counted too, so a caller can tell a burst from a flood.
// One process counts in its memory; with REDIS_URL (`checkSendRate`) the same windows live in Redis, shared by
// every API process, and a Redis that does not answer falls back to this process's windows.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { appMemory } from '../lib/app-memory';
import { HttpError } from '../lib/http-error';
import { rateRedis } from '../lib/redis-rate-store';

export const TOO_FAST_MESSAGE = 'You are sending messages too fast. Please wait a moment and try again.';

export type SendKind = 'message' | 'live-chat';

interface Window {
  sent: number[];
  refused: number[];
}

const windows = new WeakMap<object, Map<string, Window>>();

export class SendRateError extends HttpError {
  constructor(
    /** sends refused within the current window, this one included */
    readonly refusals: number,
  ) {
    super(429, TOO_FAST_MESSAGE);
  }
}

/** Counts one send of `senderId`, or throws SendRateError when the window is full. */
export function assertSendRate(app: FastifyInstance, kind: SendKind, senderId: string): void {
  const all = appMemory(windows, app, () => new Map<string, Window>());
  const key = `${kind}:${senderId}`;
  const now = Date.now();
  const span = app.config.messageRateWindowMs;
  const previous = all.get(key);
  const current: Window = {
    sent: (previous?.sent ?? []).filter((t) => now - t < span),
    refused: (previous?.refused ?? []).filter((t) => now - t < span),
  };
  all.set(key, current);
  if (current.sent.length >= app.config.messageRateMax) {
    current.refused.push(now);
    throw new SendRateError(current.refused.length);
  }
  current.sent.push(now);
}

// Two sorted sets per sender (sent, refused), scored by time: drop what left the window, then count or refuse.
const SLIDE = `
local now = tonumber(ARGV[1])
local span = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - span)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - span)
local full = redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3])
local key = full and KEYS[2] or KEYS[1]
redis.call('ZADD', key, now, ARGV[4])
redis.call('PEXPIRE', key, span)
if full then return redis.call('ZCARD', KEYS[2]) end
return 0`;

/** assertSendRate across every API process when REDIS_URL is set; on one process, the same call. */
export async function checkSendRate(app: FastifyInstance, kind: SendKind, senderId: string): Promise<void> {
  const redis = rateRedis(app);
  if (!redis) return assertSendRate(app, kind, senderId);
  const key = `send:${kind}:${senderId}`;
  const now = Date.now();
  let refusals: number;
  try {
    const reply = await redis.eval(SLIDE, {
      keys: [`${key}:sent`, `${key}:refused`],
      arguments: [
        String(now),
        String(app.config.messageRateWindowMs),
        String(app.config.messageRateMax),
        `${now}:${randomUUID()}`,
      ],
    });
    refusals = Number(reply);
  } catch {
    return assertSendRate(app, kind, senderId);
  }
  if (refusals > 0) throw new SendRateError(refusals);
}
