// Per-sender send limits, shared by private messages (issue 11) and live chats (issue 20 item 6): at most
// MESSAGE_RATE_MAX sends per MESSAGE_RATE_WINDOW_MS per sender and kind of chat, in this process (sliding
// windows); beyond, 429 with the same words everywhere. Refused sends are counted too, so a caller can tell a
// burst from a flood.
import type { FastifyInstance } from 'fastify';
import { appMemory } from '../lib/app-memory';
import { HttpError } from '../lib/http-error';

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
