// Issue 20 item 19 (web): the conversation list follows a delete (own or the other side's, read again from the
// API), messages the catch-up brings into the open conversation are marked read like live ones, and a
// conversation the fan cannot write in joins no list until it has a message.
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { API, tokenFor } from '../../msw/handlers';
import { server, useMswServer } from '../../msw/server';
import { startSaga } from '../saga-store';
import { setClientEnv } from '@/config/env';
import { messagingSaga } from '@/features/messaging/messaging-saga';
import { conversationsRequested, openConversationRequested } from '@/features/messaging/conversation-slice';
import { deleteMessageRequested } from '@/features/messaging/message-slice';
import { socketEventReceived } from '../socket-events';
import { socketStatusChanged } from '@/features/realtime/realtime-slice';
import { socketConnected } from '@/features/realtime/realtime-events';

useMswServer();
const C = 'c'.repeat(24);
const ME = 'f'.repeat(24);
const CREATOR = 'a'.repeat(24);
const conversation = (over: Record<string, unknown> = {}) => ({
  _id: C,
  recipientInfo: { _id: CREATOR, name: 'Demo Creator', username: 'demo-creator', isPerformer: true },
  isSubscribed: true,
  isBlocked: false,
  lastMessage: 'second',
  lastMessageCreatedAt: '2026-11-25T10:01:00.000Z',
  totalNotSeenMessages: 0,
  ...over,
});
const serverMessage = (id: string, text: string, over: Record<string, unknown> = {}) => ({
  _id: id.padEnd(24, '0'),
  conversationId: C,
  text,
  senderId: CREATOR,
  createdAt: '2026-11-25T10:00:00.000Z',
  ...over,
});
const signedIn = {
  auth: { loggedIn: true, authUser: { _id: ME, username: 'demo-fan', isPerformer: false } },
} as never;

let current = conversation();
let reads = 0;
beforeEach(() => {
  current = conversation();
  reads = 0;
  localStorage.clear();
  setClientEnv({ apiEndpoint: API, hashPasswordOnClient: false });
  Cookies.set('token', tokenFor('demo-fan'), { path: '/' });
  server.use(
    http.post(`${API}/conversations`, () => HttpResponse.json({ status: 0, data: current })),
    http.get(`${API}/conversations`, () =>
      HttpResponse.json({ status: 0, data: { data: [current], total: 1 } }),
    ),
    http.get(`${API}/conversations/:id`, () => HttpResponse.json({ status: 0, data: current })),
    http.post(`${API}/messages/read-all/:id`, () => {
      reads += 1;
      return HttpResponse.json({ status: 0, data: { success: true } });
    }),
    http.get(`${API}/messages/conversations/:id`, ({ request }) => {
      if (new URL(request.url).searchParams.get('after'))
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
    http.delete(`${API}/messages/:id`, ({ params }) =>
      HttpResponse.json({
        status: 0,
        data: serverMessage(String(params.id), 'Message deleted', { isDeleted: true, senderId: ME }),
      }),
    ),
  );
});

const preview = (r: ReturnType<typeof startSaga>) => r.store.getState().conversation.mapping[C]?.lastMessage;

test('the other side deletes: the list preview is read again, the deleted text goes', async () => {
  const r = startSaga(messagingSaga, signedIn);
  r.store.dispatch(conversationsRequested({ keyword: '', loadMore: false }));
  await r.waitFor('conversation/conversationsLoaded');
  expect(preview(r)).toBe('second');
  current = conversation({ lastMessage: 'first', lastMessageCreatedAt: '2026-11-25T10:00:00.000Z' });
  r.store.dispatch(
    socketEventReceived({
      event: 'message_deleted',
      data: serverMessage('m2', 'Message deleted', { isDeleted: true }),
    }),
  );
  await r.waitFor('conversation/conversationRefreshed');
  expect(preview(r)).toBe('first');
  r.stop();
});

test('my own delete updates my list too', async () => {
  const r = startSaga(messagingSaga, signedIn);
  r.store.dispatch(openConversationRequested({ conversationId: C }));
  await r.waitFor('message/messagesLoaded');
  current = conversation({ lastMessage: 'first' });
  r.store.dispatch(deleteMessageRequested({ id: 'm2'.padEnd(24, '0'), conversationId: C }));
  await r.waitFor('conversation/conversationRefreshed');
  expect(preview(r)).toBe('first');
  r.stop();
});

test('what the catch-up brings into the open conversation is marked read', async () => {
  const r = startSaga(messagingSaga, signedIn);
  r.store.dispatch(openConversationRequested({ conversationId: C }));
  await r.waitFor('message/messagesLoaded');
  await new Promise((res) => setTimeout(res, 20));
  const before = reads;
  // the server counts the missed message as unread until the reader's read mark
  current = conversation({ totalNotSeenMessages: 1 });
  r.store.dispatch(socketStatusChanged('connected'));
  r.store.dispatch(socketConnected());
  r.store.dispatch(socketStatusChanged('disconnect'));
  r.store.dispatch(socketStatusChanged('connected'));
  r.store.dispatch(socketConnected());
  await r.waitFor('message/messagesCaughtUp');
  await r.waitFor('conversation/conversationsLoaded');
  expect(reads).toBe(before + 1);
  r.stop();
});

test('a conversation the fan cannot write in, without messages, is not added to the list', async () => {
  current = conversation({ isSubscribed: false, lastMessage: '', lastMessageCreatedAt: null });
  const r = startSaga(messagingSaga, signedIn);
  r.store.dispatch(openConversationRequested({ source: 'performer', sourceId: CREATOR }));
  await r.waitFor('message/messagesLoaded');
  const state = r.store.getState().conversation;
  expect(state.activeConversation).toBe(C);
  expect(state.list.data).toEqual([]);
  r.stop();
});

test('one the fan can write in is listed at once, as it is being written', async () => {
  current = conversation({ lastMessage: '', lastMessageCreatedAt: null });
  const r = startSaga(messagingSaga, signedIn);
  r.store.dispatch(openConversationRequested({ source: 'performer', sourceId: CREATOR }));
  await r.waitFor('message/messagesLoaded');
  expect(r.store.getState().conversation.list.data).toEqual([C]);
  r.stop();
});
