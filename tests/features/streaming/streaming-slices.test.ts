// Streaming state (spec §3, §4 "Private requests") and the stream message state (the message state's rules):
// requests append and are removed when accessed; the room's events; loads reversed, load more prepended, sends
// reconciled by clientId, deletes removed, received deletes kept as "Message deleted", clearing, reset.
import { socketEventReceived } from '../socket-events';
import {
  initialStreamingState,
  liveRoomEntered,
  privateRequestAccessed,
  privateRequestAdded,
  privateRequestsLoaded,
  streamingReducer,
  type StreamingState,
} from '@/features/streaming/streaming-slice';
import {
  initialStreamMessageState,
  streamChatActivated,
  streamChatCleared,
  streamChatReset,
  streamMessageDeleteReceived,
  streamMessageDeleted,
  streamMessageReceived,
  streamMessageSendFailed,
  streamMessageSendRequested,
  streamMessageSent,
  streamMessagesCaughtUp,
  streamMessagesLoaded,
  streamMessageReducer,
  type StreamMessageState,
} from '@/features/streaming/stream-message-slice';
import { toPrivateRequest, toStreamMessage, type PrivateRequest } from '@/features/streaming/types';
import { loggedOut } from '@/store/session';

const request = (conversationId: string, name = 'Fan'): PrivateRequest =>
  toPrivateRequest({
    conversationId,
    streamId: `s-${conversationId}`,
    user: { _id: 'u', name },
    pricePerMinute: 2.99,
  });
const event = (name: string, data: unknown) => socketEventReceived({ event: name, data });

describe('streaming slice', () => {
  const run = (...actions: Parameters<typeof streamingReducer>[1][]): StreamingState =>
    actions.reduce(streamingReducer, initialStreamingState);

  test('private requests: adding appends (once per conversation), accessing removes that one', () => {
    let s = run(
      privateRequestAdded(request('a')),
      privateRequestAdded(request('b')),
      privateRequestAdded(request('a', 'Again')),
    );
    expect(s.privateRequests.map((r) => r.conversationId)).toEqual(['b', 'a']);
    s = streamingReducer(s, privateRequestAccessed('b'));
    expect(s.privateRequests.map((r) => r.conversationId)).toEqual(['a']);
    s = streamingReducer(s, privateRequestsLoaded([request('c'), request('d')]));
    expect(s.privateRequests.map((r) => r.conversationId)).toEqual(['c', 'd']);
    expect(streamingReducer(s, loggedOut()).privateRequests).toEqual([]);
  });

  test('socket events: a request arrives, who watches, the session ends, a show ends or is accepted', () => {
    let s = run(
      event('private-chat-request', {
        conversationId: 'x',
        streamId: 's',
        user: { _id: 'f', name: 'Eve' },
        pricePerMinute: 3,
      }),
    );
    expect(s.privateRequests[0]).toMatchObject({
      conversationId: 'x',
      user: { name: 'Eve' },
      pricePerMinute: 3,
    });
    s = streamingReducer(
      s,
      event('public-room-changed', { conversationId: 'c1', total: 2, members: [{ _id: 'a' }, { _id: 'b' }] }),
    );
    expect(s.watching).toMatchObject({ conversationId: 'c1', total: 2 });
    expect(s.watching?.members).toHaveLength(2);
    s = streamingReducer(s, event('model-left', { conversationId: 'c1' }));
    expect(s.ended).toEqual({ conversationId: 'c1', message: 'Streaming session has ended!' });
    s = streamingReducer(s, liveRoomEntered());
    expect(s.ended).toBeNull();
    s = streamingReducer(s, event('admin-end-session-stream', { conversationId: 'c2', streamId: 's2' }));
    expect(s.ended?.conversationId).toBe('c2');
    s = streamingReducer(
      s,
      event('private-show-ended', {
        conversationId: 'x',
        message: 'The creator declined your private show request',
      }),
    );
    expect(s.privateRequests).toEqual([]);
    expect(s.ended).toEqual({
      conversationId: 'x',
      message: 'The creator declined your private show request',
    });
    s = streamingReducer(s, event('private-chat-accepted', { conversationId: 'y' }));
    expect(s.acceptedShow).toBe('y');
    s = streamingReducer(
      s,
      event('media-revoked', { conversationId: 'c3', message: 'Your access to this live has ended' }),
    );
    expect(s.ended).toEqual({ conversationId: 'c3', message: 'Your access to this live has ended' });
    // others are ignored
    expect(streamingReducer(s, event('message_created', {}))).toBe(s);
  });
});

describe('stream message slice', () => {
  const C = 'conv';
  const line = (id: string, text: string, over: Record<string, unknown> = {}) =>
    toStreamMessage({
      _id: id,
      conversationId: C,
      text,
      senderId: 'u1',
      senderInfo: { _id: 'u1', name: 'U' },
      ...over,
    });
  const me = { _id: 'me', name: 'Me', username: 'me', avatar: '' };
  const run = (...actions: Parameters<typeof streamMessageReducer>[1][]): StreamMessageState =>
    actions.reduce(streamMessageReducer, initialStreamMessageState);
  const texts = (s: StreamMessageState) => s.conversationMap[C].items.map((m) => `${m.text}:${m.delivery}`);

  test('loads reverse the server order; load more prepends older lines without repeats', () => {
    let s = run(
      streamChatActivated(C),
      streamMessagesLoaded({ conversationId: C, items: [line('3', 'c'), line('2', 'b')], total: 3 }),
    );
    expect(s.activeConversation).toBe(C);
    expect(texts(s)).toEqual(['b:sent', 'c:sent']);
    s = streamMessageReducer(
      s,
      streamMessagesLoaded({
        conversationId: C,
        items: [line('2', 'b'), line('1', 'a')],
        total: 3,
        loadMore: true,
      }),
    );
    expect(texts(s)).toEqual(['a:sent', 'b:sent', 'c:sent']);
    s = streamMessageReducer(
      s,
      streamMessagesCaughtUp({ conversationId: C, items: [line('3', 'c'), line('4', 'd')] }),
    );
    expect(texts(s)).toEqual(['a:sent', 'b:sent', 'c:sent', 'd:sent']);
    expect(s.conversationMap[C].total).toBe(4);
  });

  test('a send shows at once, is confirmed in place by clientId (the socket echo too), or marked failed', () => {
    let s = run(
      streamMessageSendRequested({ conversationId: C, text: 'hi', clientId: 'k1', sender: me }),
      streamMessageSendRequested({ conversationId: C, text: 'lost', clientId: 'k2', sender: me }),
    );
    expect(texts(s)).toEqual(['hi:sending', 'lost:sending']);
    s = streamMessageReducer(s, streamMessageReceived(line('9', 'hi', { clientId: 'k1', senderId: 'me' })));
    s = streamMessageReducer(s, streamMessageSent(line('9', 'hi', { clientId: 'k1', senderId: 'me' })));
    s = streamMessageReducer(
      s,
      streamMessageSendFailed({ conversationId: C, clientId: 'k2', error: 'offline' }),
    );
    expect(texts(s)).toEqual(['hi:sent', 'lost:failed']);
    expect(s.sendMessage.error).toBe('offline');
    // a failure without words worth showing keeps only "Not sent — Retry"
    expect(s.conversationMap[C].items.find((m) => m.clientId === 'k2')?.failure).toBeUndefined();
    // a reload's first page keeps the line still waiting
    s = streamMessageReducer(
      s,
      streamMessagesLoaded({ conversationId: C, items: [line('9', 'hi', { clientId: 'k1' })], total: 1 }),
    );
    expect(texts(s)).toEqual(['hi:sent', 'lost:failed']);
  });

  test('deletes: mine removed on success; a received delete reads "Message deleted"; clear and reset', () => {
    let s = run(
      streamMessagesLoaded({ conversationId: C, items: [line('2', 'two'), line('1', 'one')], total: 2 }),
    );
    s = streamMessageReducer(s, streamMessageDeleted(line('1', 'one', { isDeleted: true })));
    expect(texts(s)).toEqual(['two:sent']);
    s = streamMessageReducer(s, streamMessageDeleteReceived(line('2', 'two', { isDeleted: true })));
    expect(s.conversationMap[C].items[0]).toMatchObject({ text: 'Message deleted', isDeleted: true });
    // a delete of a line not held adds nothing
    s = streamMessageReducer(s, streamMessageDeleteReceived(line('7', 'x', { isDeleted: true })));
    expect(s.conversationMap[C].items).toHaveLength(1);
    s = streamMessageReducer(s, streamChatCleared(C));
    expect(s.conversationMap[C].items).toEqual([]);
    expect(streamMessageReducer(s, streamChatReset())).toEqual(initialStreamMessageState);
  });

  test('tip lines are system lines', () => {
    expect(
      toStreamMessage({ _id: 't', type: 'tip', isSystem: true, text: 'Eve tipped $5.00' }),
    ).toMatchObject({
      isSystem: true,
      text: 'Eve tipped $5.00',
    });
  });
});
