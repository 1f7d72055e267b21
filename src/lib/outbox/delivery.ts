// The one outbox machine of private messages and live chat lines: a message gets its clientId and waits in
// its box until the API confirms it; a network or server failure (and 408/429) is retried with the same
// clientId on one schedule, a refusal (any other 4xx) is final; either way a final answer takes it out of the
// box. What a failure looks like on screen stays the feature's choice.
// One conversation's messages are sent one after another, in the order they were written: the server dates a
// message when it stores it, and two sends in flight at once can be stored the other way round (behind nginx,
// two API processes answer them; issue 24), which the other side would then read out of order.
import { call, delay, type CallEffect } from 'redux-saga/effects';
import { callApi } from '@/lib/request-saga';
import {
  addToOutbox,
  readOutbox,
  removeFromOutbox,
  newClientId,
  type OutboxItem,
  type OutboxName,
} from './box';

/** Three attempts: at once, after 1 s, after 3 more; then "Not sent — Retry". */
export const RETRY_DELAYS_MS = [1000, 3000];

/** `sending` and `failed` exist only on the sender's client, for messages of the outbox. */
export type DeliveryState = 'sent' | 'sending' | 'failed';

/** How a queued message ended: confirmed (the server's copy), refused for good, or still failing. */
export type Delivery<T> =
  { outcome: 'sent'; message: T } | { outcome: 'refused' | 'failed'; error: string; rateLimited: boolean };

/** A 4xx other than a timeout or a rate limit: sending the same message again cannot succeed. */
export const isRefusal = (status: number) =>
  status >= 400 && status < 500 && status !== 408 && status !== 429;

/** Where a catch-up starts: the last message the server confirmed (pending ones have no server id yet). */
export function lastConfirmed<M extends { _id: string; delivery: DeliveryState }>(items: M[]): M | undefined {
  return [...items].reverse().find((m) => m.delivery === 'sent');
}

export type Draft = Omit<OutboxItem, 'clientId' | 'createdAt'>;

export interface Outbox<T> {
  /** A new message: its clientId, into the box (before any attempt, so a reload cannot lose it). */
  queue(userId: string, draft: Draft): OutboxItem;
  /** What is still waiting, oldest first (a reload, a reconnect); optionally one conversation's. */
  pending(userId: string, conversationId?: string): OutboxItem[];
  find(userId: string, clientId: string): OutboxItem | undefined;
  /** The server's copy arrived another way (its socket event): out of the box. */
  confirmed(userId: string, clientId: string): void;
  /**
   * Sends one queued message on the retry schedule (a saga: `yield* outbox.deliver(...)`), once the messages
   * of its conversation queued before it have had their answer.
   */
  deliver(
    userId: string,
    item: OutboxItem,
  ): Generator<CallEffect<T | void> | ReturnType<typeof delay>, Delivery<T>, T>;
}

/** The last delivery of each conversation of each box: the next one starts when it has ended. */
const lanes = new Map<string, Promise<void>>();

/** A place in a conversation's lane: `ready` when the deliveries before it have ended; `done` frees it. */
function takeTurn(lane: string): { ready: Promise<void>; done: () => void } {
  const before = lanes.get(lane) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = before.then(() => mine);
  lanes.set(lane, tail);
  return {
    ready: before,
    done: () => {
      release();
      if (lanes.get(lane) === tail) lanes.delete(lane);
    },
  };
}

/** The outbox of one box, sending through `send` (the feature's API call). */
export function createOutbox<T>(box: OutboxName, send: (item: OutboxItem) => Promise<T>): Outbox<T> {
  return {
    queue(userId, draft) {
      const item: OutboxItem = { ...draft, clientId: newClientId(), createdAt: new Date().toISOString() };
      addToOutbox(userId, item, box);
      return item;
    },
    pending(userId, conversationId) {
      const items = readOutbox(userId, box);
      return conversationId ? items.filter((x) => x.conversationId === conversationId) : items;
    },
    find(userId, clientId) {
      return readOutbox(userId, box).find((x) => x.clientId === clientId);
    },
    confirmed(userId, clientId) {
      removeFromOutbox(userId, clientId, box);
    },
    *deliver(userId, item) {
      const turn = takeTurn(`${box}:${userId}:${item.conversationId}`);
      try {
        yield call(() => turn.ready);
        for (let attempt = 0; ; attempt += 1) {
          const { data, error } = yield* callApi(send, item);
          if (!error) {
            removeFromOutbox(userId, item.clientId, box);
            return { outcome: 'sent', message: data };
          }
          if (isRefusal(error.statusCode ?? 0)) {
            removeFromOutbox(userId, item.clientId, box);
            return { outcome: 'refused', error: error.message, rateLimited: false };
          }
          if (attempt >= RETRY_DELAYS_MS.length)
            return { outcome: 'failed', error: error.message, rateLimited: error.statusCode === 429 };
          yield delay(RETRY_DELAYS_MS[attempt]);
        }
      } finally {
        // answered, failed for now, or cancelled (the page left): the next message of the conversation goes
        turn.done();
      }
    },
  };
}
