// The messenger's sagas against msw: opening by person (create, read mark, first page), sending with a clientId
// that is retried on a network failure and dropped on a refusal with its message, the outbox across a reload,
// socket events (a received message marks the open conversation read), and catch-up after a reconnect.
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { API, tokenFor } from '../../msw/handlers';
import { server, useMswServer } from '../../msw/server';
import { startSaga } from '../saga-store';
import { setClientEnv } from '@/config/env';
import { messagingSaga } from '@/features/messaging/messaging-saga';
import { messengerStarted, sendRequested } from '@/features/messaging/messaging-requests';
import { openConversationRequested } from '@/features/messaging/conversation-slice';
import { addToOutbox, readOutbox } from '@/lib/outbox';
import { socketEventReceived } from '../socket-events';
import { socketStatusChanged } from '@/features/realtime/realtime-slice';
import { socketConnected } from '@/features/realtime/realtime-events';

useMswServer();
const C = 'c'.repeat(24);
const ME = 'f'.repeat(24);
const CREATOR = 'a'.repeat(24);
const conversation = {
  _id: C,
  recipientInfo: { _id: CREATOR, name: 'Demo Creator', username: 'demo-creator', isPerformer: true },
  isSubscribed: true,
  isBlocked: false,
  totalNotSeenMessages: 2,
};
const serverMessage = (id: string, text: string, over: Record<string, unknown> = {}) => ({
  _id: id.padEnd(24, '0'),
  conversationId: C,
  text,
  senderId: CREATOR,
  createdAt: '2026-11-25T10:00:00.000Z',
  ...over,
});
const signedIn = {
  auth: {
    loggedIn: true,
    authUser: { _id: ME, username: 'demo-fan', isPerformer: false },
  },
} as never;

let sent: { clientId: string; text: string }[] = [];
let reads = 0;
beforeEach(() => {
  sent = [];
  reads = 0;
  localStorage.clear();
  setClientEnv({ apiEndpoint: API, hashPasswordOnClient: false });
  Cookies.set('token', tokenFor('demo-fan'), { path: '/' });
  server.use(
    http.post(`${API}/conversations`, () => HttpResponse.json({ status: 0, data: conversation })),
    http.get(`${API}/conversations`, () =>
      HttpResponse.json({ status: 0, data: { data: [conversation], total: 1 } }),
    ),
    http.get(`${API}/conversations/:id`, () => HttpResponse.json({ status: 0, data: conversation })),
    http.post(`${API}/messages/read-all/:id`, () => {
      reads += 1;
      return HttpResponse.json({ status: 0, data: { success: true } });
    }),
    http.get(`${API}/messages/conversations/:id`, ({ request }) => {
      const after = new URL(request.url).searchParams.get('after');
      if (after)
        return HttpResponse.json({
          status: 0,
          data: {
            data: [serverMessage('m3', 'missed while away', { createdAt: '2026-11-25T10:05:00.000Z' })],
            total: 1,
          },
        });
      return HttpResponse.json({
        status: 0,
        data: { data: [serverMessage('m2', 'second'), serverMessage('m1', 'first')], total: 2 },
      });
    }),
    http.post(`${API}/messages/conversations/:id`, async ({ request }) => {
      const body = (await request.json()) as { clientId: string; text: string };
      sent.push(body);
      return HttpResponse.json({
        status: 0,
        data: serverMessage(`s${sent.length}`, body.text, { senderId: ME, clientId: body.clientId }),
      });
    }),
  );
});

const items = (r: ReturnType<typeof startSaga>) =>
  r.store.getState().message.conversationMap[C]?.items.map((m) => `${m.text}:${m.delivery}`);

test('open by person: created, marked read, first page oldest first; a send is stored once', async () => {
  const r = startSaga(messagingSaga, signedIn);
  r.store.dispatch(openConversationRequested({ source: 'performer', sourceId: CREATOR }));
  await r.waitFor('message/messagesLoaded');
  expect(r.store.getState().conversation.activeConversation).toBe(C);
  expect(reads).toBe(1);
  expect(items(r)).toEqual(['first:sent', 'second:sent']);
  r.store.dispatch(sendRequested({ conversationId: C, text: '  hello  ' }));
  await r.waitFor('message/messageSent');
  expect(sent).toHaveLength(1);
  expect(sent[0].text).toBe('hello');
  expect(sent[0].clientId).toMatch(/^[0-9a-f-]{36}$/);
  // the socket echo of the same message changes nothing
  r.store.dispatch(
    socketEventReceived({
      event: 'message_created',
      data: serverMessage('s1', 'hello', { senderId: ME, clientId: sent[0].clientId }),
    }),
  );
  expect(items(r)).toEqual(['first:sent', 'second:sent', 'hello:sent']);
  expect(readOutbox(ME)).toEqual([]);
  r.stop();
});

test('a network failure is retried with the same clientId; a refusal drops the message with its words', async () => {
  let calls = 0;
  server.use(
    http.post(`${API}/messages/conversations/:id`, async ({ request }) => {
      calls += 1;
      const body = (await request.json()) as { clientId: string; text: string };
      sent.push(body);
      if (body.text === 'refused')
        return HttpResponse.json(
          { statusCode: 403, message: 'Please subscribe to this creator to start the conversation!' },
          { status: 403 },
        );
      if (calls === 1) return HttpResponse.error();
      return HttpResponse.json({
        status: 0,
        data: serverMessage('s9', body.text, { senderId: ME, clientId: body.clientId }),
      });
    }),
  );
  const r = startSaga(messagingSaga, signedIn);
  r.store.dispatch(sendRequested({ conversationId: C, text: 'flaky' }));
  await r.waitFor('message/messageSent', 5000);
  expect(sent.map((s) => s.clientId)).toEqual([sent[0].clientId, sent[0].clientId]);
  r.store.dispatch(sendRequested({ conversationId: C, text: 'refused' }));
  await r.waitFor('message/messageDropped');
  expect(r.store.getState().message.sendMessage.error).toBe(
    'Please subscribe to this creator to start the conversation!',
  );
  expect(items(r)).toEqual(['flaky:sent']);
  expect(readOutbox(ME)).toEqual([]);
  r.stop();
});

test('after a reload the outbox is sent; after a reconnect the open conversation catches up', async () => {
  addToOutbox(ME, {
    conversationId: C,
    clientId: 'k-reload-0001',
    text: 'written offline',
    createdAt: '2026-11-25T09:00:00.000Z',
  });
  const r = startSaga(messagingSaga, signedIn);
  r.store.dispatch(messengerStarted());
  await r.waitFor('message/messageSent');
  expect(sent).toEqual([expect.objectContaining({ clientId: 'k-reload-0001', text: 'written offline' })]);
  expect(readOutbox(ME)).toEqual([]);
  r.store.dispatch(openConversationRequested({ conversationId: C }));
  await r.waitFor('message/messagesLoaded');
  r.store.dispatch(socketStatusChanged('connected'));
  r.store.dispatch(socketConnected());
  r.store.dispatch(socketStatusChanged('disconnect'));
  r.store.dispatch(socketStatusChanged('connected'));
  r.store.dispatch(socketConnected());
  await r.waitFor('message/messagesCaughtUp');
  await r.waitFor('conversation/conversationsLoaded'); // the list's counts are read again too
  expect(items(r)?.slice(-1)).toEqual(['missed while away:sent']);
  // a message for the open conversation marks it read
  const before = reads;
  r.store.dispatch(
    socketEventReceived({
      event: 'message_created',
      data: serverMessage('m4', 'live one', { createdAt: '2026-11-25T10:06:00.000Z' }),
    }),
  );
  await new Promise((res) => setTimeout(res, 50));
  expect(reads).toBe(before + 1);
  expect(items(r)?.slice(-1)).toEqual(['live one:sent']);
  r.stop();
});

test('a first connect after the messenger has read catches up too (the socket may connect late, issue 22)', async () => {
  const r = startSaga(messagingSaga, signedIn);
  await r.waitFor('realtime/realtimeNeeded'); // the messenger asks for its connection at once
  r.store.dispatch(openConversationRequested({ conversationId: C }));
  await r.waitFor('message/messagesLoaded');
  r.store.dispatch(socketStatusChanged('connected'));
  r.store.dispatch(socketConnected());
  await r.waitFor('message/messagesCaughtUp');
  expect(items(r)?.slice(-1)).toEqual(['missed while away:sent']);
  r.stop();
});
