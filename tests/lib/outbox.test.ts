// The outbox machine the messenger and the live chat share (src/lib/outbox), run whole with runSaga: a queued
// message is in its box before the first attempt; a failure is retried with the same clientId at once, after
// 1 s and after 3 more, then reported as failed and kept; a refusal ends at once and leaves the box; the
// socket's copy empties the box too; the catch-up starts after the last confirmed message; one conversation's
// messages are sent one after another, in the order written (issue 24: two in flight at once can be stored the
// other way round by two API processes), while another conversation's do not wait.
import { runSaga } from 'redux-saga';
import {
  RETRY_DELAYS_MS,
  createOutbox,
  isRefusal,
  lastConfirmed,
  pendingId,
  readOutbox,
  type Delivery,
  type OutboxItem,
} from '@/lib/outbox';

const ME = 'u1';

function run(send: (item: OutboxItem) => Promise<string>, draftText = 'hello') {
  const outbox = createOutbox('outbox', send);
  const item = outbox.queue(ME, { conversationId: 'c1', text: draftText });
  const task = runSaga({}, () => outbox.deliver(ME, item));
  return { outbox, item, done: task.toPromise() as Promise<Delivery<string>> };
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

test('the rule: a 4xx is a refusal, except a timeout and a rate limit', () => {
  expect([400, 403, 404, 422].map(isRefusal)).toEqual([true, true, true, true]);
  expect([0, 408, 429, 500, 503].map(isRefusal)).toEqual([false, false, false, false, false]);
  expect(RETRY_DELAYS_MS).toEqual([1000, 3000]);
});

test('queued before the first attempt; confirmed, it leaves the box', async () => {
  const seen: OutboxItem[] = [];
  let inBoxAtSend = 0;
  const { item, done } = run(async (x) => {
    seen.push(x);
    inBoxAtSend = readOutbox(ME).length;
    return `server copy of ${x.clientId}`;
  });
  expect(item.clientId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(done).resolves.toEqual({ outcome: 'sent', message: `server copy of ${item.clientId}` });
  expect(inBoxAtSend).toBe(1);
  expect(seen).toEqual([item]);
  expect(readOutbox(ME)).toEqual([]);
});

test('a failure is retried with the same clientId at once, after 1 s and 3 s more, then kept as failed', async () => {
  jest.useFakeTimers();
  const at: number[] = [];
  const start = Date.now();
  const { item, done } = run((x) => {
    at.push(Date.now() - start);
    expect(x.clientId).toBe(item.clientId);
    return Promise.reject({ statusCode: 503, message: 'Service unavailable' });
  });
  await jest.advanceTimersByTimeAsync(10_000);
  await expect(done).resolves.toEqual({
    outcome: 'failed',
    error: 'Service unavailable',
    rateLimited: false,
  });
  expect(at).toEqual([0, 1000, 4000]);
  expect(readOutbox(ME).map((x) => x.clientId)).toEqual([item.clientId]);
});

test('a 429 is retried; a refusal ends at once with its words and leaves the box', async () => {
  jest.useFakeTimers();
  let calls = 0;
  const limited = run(() => {
    calls += 1;
    return calls === 1
      ? Promise.reject({ statusCode: 429, message: 'You are sending messages too fast' })
      : Promise.resolve('ok');
  });
  await jest.advanceTimersByTimeAsync(1000);
  await expect(limited.done).resolves.toEqual({ outcome: 'sent', message: 'ok' });

  calls = 0;
  const refused = run(() => {
    calls += 1;
    return Promise.reject({ statusCode: 403, message: 'Please subscribe' });
  });
  await expect(refused.done).resolves.toEqual({
    outcome: 'refused',
    error: 'Please subscribe',
    rateLimited: false,
  });
  expect(calls).toBe(1);
  expect(readOutbox(ME)).toEqual([]);

  // still limited after the last attempt: failed, and marked so the sender is told why
  const stillLimited = run(() =>
    Promise.reject({ statusCode: 429, message: 'You are sending messages too fast' }),
  );
  await jest.advanceTimersByTimeAsync(10_000);
  await expect(stillLimited.done).resolves.toEqual({
    outcome: 'failed',
    error: 'You are sending messages too fast',
    rateLimited: true,
  });
});

test('pending lists a box (per conversation); the socket copy confirms; catch-up starts at the last sent', () => {
  const outbox = createOutbox('stream-outbox', async () => 'x');
  const a = outbox.queue(ME, { conversationId: 'c1', text: 'a' });
  const b = outbox.queue(ME, { conversationId: 'c2', text: 'b' });
  expect(readOutbox(ME)).toEqual([]); // the messenger's box is another one
  expect(outbox.pending(ME).map((x) => x.text)).toEqual(['a', 'b']);
  expect(outbox.pending(ME, 'c2')).toEqual([b]);
  expect(outbox.find(ME, a.clientId)).toEqual(a);
  outbox.confirmed(ME, a.clientId);
  expect(outbox.pending(ME)).toEqual([b]);

  const items = [
    { _id: 'm1', delivery: 'sent' as const },
    { _id: 'm2', delivery: 'sent' as const },
    { _id: pendingId('k'), delivery: 'failed' as const },
  ];
  expect(lastConfirmed(items)?._id).toBe('m2');
  expect(lastConfirmed(items.slice(2))).toBeUndefined();
});

test("a conversation's messages go one after another, in the order written; another conversation's do not wait", async () => {
  const started: string[] = [];
  const answers = new Map<string, () => void>();
  const outbox = createOutbox('outbox', (x) => {
    started.push(x.text);
    return new Promise<string>((resolve) => answers.set(x.text, () => resolve(`stored ${x.text}`)));
  });
  const send = (conversationId: string, text: string) => {
    const item = outbox.queue(ME, { conversationId, text });
    return runSaga({}, () => outbox.deliver(ME, item)).toPromise() as Promise<Delivery<string>>;
  };
  const tick = () => new Promise((r) => setTimeout(r, 0));
  const first = send('c1', 'one');
  const second = send('c1', 'two');
  const elsewhere = send('c2', 'other');
  await tick();
  // "two" waits for the answer to "one"; the other conversation's message is already on its way
  expect(started).toEqual(['one', 'other']);
  answers.get('one')!();
  await expect(first).resolves.toEqual({ outcome: 'sent', message: 'stored one' });
  await tick();
  expect(started).toEqual(['one', 'other', 'two']);
  answers.get('two')!();
  answers.get('other')!();
  await expect(second).resolves.toEqual({ outcome: 'sent', message: 'stored two' });
  await expect(elsewhere).resolves.toEqual({ outcome: 'sent', message: 'stored other' });
});

test('a message that fails for now frees its conversation for the next one', async () => {
  jest.useFakeTimers();
  const started: string[] = [];
  const outbox = createOutbox('outbox', (x) => {
    started.push(x.text);
    return x.text === 'lost'
      ? Promise.reject({ statusCode: 503, message: 'Service unavailable' })
      : Promise.resolve(`stored ${x.text}`);
  });
  const deliver = (text: string) => {
    const item = outbox.queue(ME, { conversationId: 'c1', text });
    return runSaga({}, () => outbox.deliver(ME, item)).toPromise() as Promise<Delivery<string>>;
  };
  const lost = deliver('lost');
  const next = deliver('next');
  await jest.advanceTimersByTimeAsync(10_000);
  await expect(lost).resolves.toMatchObject({ outcome: 'failed' });
  await expect(next).resolves.toEqual({ outcome: 'sent', message: 'stored next' });
  expect(started).toEqual(['lost', 'lost', 'lost', 'next']);
});
