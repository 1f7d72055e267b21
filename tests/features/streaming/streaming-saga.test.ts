// The live room's saga against msw: joining loads the first page; a line carries a clientId, is retried with
// the same id after a network failure and marked "not sent" on a refusal; lines left in the outbox (a reload)
// go out once on the next join; a reconnect catches up on what was missed; the room's events reach the state.
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { API, tokenFor } from '../../msw/handlers';
import { server, useMswServer } from '../../msw/server';
import { startSaga } from '../saga-store';
import { setClientEnv } from '@/config/env';
import { initialUserState } from '@/features/user/user-slice';
import { addToOutbox, readOutbox } from '@/lib/outbox';
import { socketEventReceived } from '../socket-events';
import { socketStatusChanged } from '@/features/realtime/realtime-slice';
import { socketConnected } from '@/features/realtime/realtime-events';
import { streamingSaga } from '@/features/streaming/streaming-saga';
import { liveRoomJoinRequested, streamLineSubmitted } from '@/features/streaming/streaming-requests';

useMswServer();
const C = 'c'.repeat(24);
const ME = 'f'.repeat(24);
const line = (id: string, text: string, over: Record<string, unknown> = {}) => ({
  _id: id.padEnd(24, '0'),
  conversationId: C,
  text,
  senderId: 'a'.repeat(24),
  senderInfo: { _id: 'a'.repeat(24), name: 'Creator' },
  createdAt: '2026-11-26T10:00:00.000Z',
  ...over,
});
const signedIn = {
  user: { ...initialUserState, current: { _id: ME, name: 'Demo Fan', username: 'demo-fan', avatar: '' } },
} as never;

let posted: { clientId: string; text: string }[] = [];
let afterAsked: string[] = [];
beforeEach(() => {
  posted = [];
  afterAsked = [];
  localStorage.clear();
  setClientEnv({ apiEndpoint: API, hashPasswordOnClient: false });
  Cookies.set('token', tokenFor('demo-fan'), { path: '/' });
  server.use(
    http.get(`${API}/messages/stream/:id`, ({ request }) => {
      const after = new URL(request.url).searchParams.get('after');
      if (after) {
        afterAsked.push(after);
        return HttpResponse.json({ status: 0, data: { data: [line('m3', 'missed')], total: 1 } });
      }
      return HttpResponse.json({
        status: 0,
        data: { data: [line('m2', 'second'), line('m1', 'first')], total: 2 },
      });
    }),
    http.post(`${API}/messages/stream/:id`, async ({ request }) => {
      const body = (await request.json()) as { clientId: string; text: string };
      posted.push(body);
      if (body.text === 'refused')
        return HttpResponse.json(
          { statusCode: 403, message: 'Please buy this live session first' },
          { status: 403 },
        );
      if (body.text === 'flaky' && posted.filter((p) => p.text === 'flaky').length === 1)
        return HttpResponse.error();
      return HttpResponse.json({
        status: 0,
        data: line(`s${posted.length}`, body.text, { senderId: ME, clientId: body.clientId }),
      });
    }),
  );
});

const texts = (r: ReturnType<typeof startSaga>) =>
  r.store.getState().streamMessage.conversationMap[C]?.items.map((m) => `${m.text}:${m.delivery}`);

test('join loads the first page; a line is sent once with a clientId, retried after a network failure', async () => {
  const r = startSaga(streamingSaga, signedIn);
  r.store.dispatch(liveRoomJoinRequested({ conversationId: C }));
  await r.waitFor('streamMessage/streamMessagesLoaded');
  expect(r.store.getState().streamMessage.activeConversation).toBe(C);
  expect(texts(r)).toEqual(['first:sent', 'second:sent']);
  r.store.dispatch(streamLineSubmitted({ conversationId: C, text: '  flaky  ' }));
  expect(texts(r)).toContain('flaky:sending');
  await r.waitFor('streamMessage/streamMessageSent', 5000);
  expect(posted.map((p) => p.text)).toEqual(['flaky', 'flaky']);
  expect(posted[0].clientId).toBe(posted[1].clientId);
  // the room's echo of the same line changes nothing
  r.store.dispatch(
    socketEventReceived({
      event: `message_created_conversation_${C}`,
      data: line('s2', 'flaky', { senderId: ME, clientId: posted[0].clientId }),
    }),
  );
  expect(texts(r)).toEqual(['first:sent', 'second:sent', 'flaky:sent']);
  expect(readOutbox(ME, 'stream-outbox')).toEqual([]);
  r.stop();
});

test('a refusal marks the line "not sent" with the reason and leaves the outbox', async () => {
  const r = startSaga(streamingSaga, signedIn);
  r.store.dispatch(streamLineSubmitted({ conversationId: C, text: 'refused' }));
  await r.waitFor('streamMessage/streamMessageSendFailed');
  expect(texts(r)).toEqual(['refused:failed']);
  expect(r.store.getState().streamMessage.sendMessage.error).toBe('Please buy this live session first');
  // the line itself carries the reason (a retry cannot succeed, so none is offered)
  const held = r.store.getState().streamMessage.conversationMap[C].items;
  expect(held.find((m) => m.text === 'refused')?.failure).toEqual({
    reason: 'Please buy this live session first',
    final: true,
  });
  expect(readOutbox(ME, 'stream-outbox')).toEqual([]);
  r.stop();
});

test('lines left from a reload go out on join; a reconnect catches up after the last line held', async () => {
  addToOutbox(
    ME,
    { conversationId: C, clientId: 'kept-client-1', text: 'from before', createdAt: '' },
    'stream-outbox',
  );
  const r = startSaga(streamingSaga, signedIn);
  r.store.dispatch(liveRoomJoinRequested({ conversationId: C }));
  await r.waitFor('streamMessage/streamMessageSent');
  expect(posted).toEqual([{ clientId: 'kept-client-1', text: 'from before' }]);
  r.store.dispatch(socketStatusChanged('connected'));
  r.store.dispatch(socketConnected());
  await r.waitFor('streamMessage/streamMessagesCaughtUp');
  expect(afterAsked).toHaveLength(1);
  expect(texts(r)).toContain('missed:sent');
  // delete and clear events of the room
  r.store.dispatch(
    socketEventReceived({
      event: `message_deleted_conversation_${C}`,
      data: line('m1', 'first', { isDeleted: true }),
    }),
  );
  expect(texts(r)?.[0]).toBe('Message deleted:sent');
  r.store.dispatch(socketEventReceived({ event: `clear_all_messages_${C}`, data: { conversationId: C } }));
  expect(texts(r)).toEqual([]);
  r.stop();
});
