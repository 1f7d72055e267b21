// Message state (spec §4 "Messages") with the delivery guarantee: pages reversed, older prepended, the outbox's
// copy replaced by the server's (answer or socket, whichever first) and never shown twice, catch-up in order,
// a received delete keeps the message with "Message deleted", the sender's own delete removes it.
import {
  initialMessageState,
  messageDeleted,
  messageDeletedReceived,
  messageQueued,
  messageReceived,
  messageReducer,
  messageSendFailed,
  messageSent,
  messagesCaughtUp,
  messagesLoaded,
  moreMessagesLoaded,
  type MessageState,
} from '@/features/messaging/message-slice';
import {
  conversationActivated,
  conversationMessaged,
  conversationReducer,
  conversationsLoaded,
  initialConversationState,
} from '@/features/messaging/conversation-slice';
import type { Conversation, Message } from '@/features/messaging/types';

const C = 'c'.repeat(24);
const msg = (id: string, over: Partial<Message> = {}): Message => ({
  _id: id,
  conversationId: C,
  text: id,
  senderId: 'u1',
  clientId: '',
  createdAt: `2026-11-25T10:00:0${id.length % 10}.000Z`,
  isDeleted: false,
  files: [],
  price: 0,
  isSale: false,
  isBought: true,
  delivery: 'sent',
  ...over,
});
const texts = (s: MessageState) => s.conversationMap[C].items.map((m) => m.text);

test('a page is shown oldest first; older ones go before', () => {
  let s = messageReducer(
    initialMessageState,
    messagesLoaded({ conversationId: C, items: [msg('b'), msg('a')], total: 4 }),
  );
  expect(texts(s)).toEqual(['a', 'b']);
  s = messageReducer(s, moreMessagesLoaded({ conversationId: C, items: [msg('y'), msg('x')], total: 4 }));
  expect(texts(s)).toEqual(['x', 'y', 'a', 'b']);
});

test('an outbox copy is replaced by the server copy once, whether the socket or the answer comes first', () => {
  let s = messageReducer(
    initialMessageState,
    messagesLoaded({ conversationId: C, items: [msg('a')], total: 1 }),
  );
  const pending = msg('pending-k1', { clientId: 'k1', text: 'hello', delivery: 'sending' });
  s = messageReducer(s, messageQueued(pending));
  expect(s.conversationMap[C].items.at(-1)).toMatchObject({ delivery: 'sending' });
  const server = msg('srv1', { clientId: 'k1', text: 'hello', createdAt: '2026-11-25T10:00:09.000Z' });
  s = messageReducer(s, messageReceived(server)); // socket first
  s = messageReducer(s, messageSent(server)); // then the answer
  expect(texts(s)).toEqual(['a', 'hello']);
  expect(s.conversationMap[C].items[1]).toMatchObject({ _id: 'srv1', delivery: 'sent' });
  expect(s.conversationMap[C].total).toBe(2);
  // a failure marks the copy "Not sent"; a later success replaces it
  s = messageReducer(
    s,
    messageQueued(msg('pending-k2', { clientId: 'k2', text: 'again', delivery: 'sending' })),
  );
  s = messageReducer(s, messageSendFailed({ conversationId: C, clientId: 'k2', error: 'Network Error' }));
  expect(s.conversationMap[C].items.at(-1)).toMatchObject({ delivery: 'failed' });
  s = messageReducer(s, messageSent(msg('srv2', { clientId: 'k2', text: 'again' })));
  expect(texts(s)).toEqual(['a', 'hello', 'again']);
});

test('catch-up adds what was missed in server order, nothing twice; a page reload keeps outbox copies', () => {
  let s = messageReducer(
    initialMessageState,
    messagesLoaded({ conversationId: C, items: [msg('a')], total: 1 }),
  );
  const missed = [1, 2, 3].map((i) => msg(`m${i}`, { createdAt: `2026-11-25T11:00:0${i}.000Z` }));
  s = messageReducer(s, messagesCaughtUp({ conversationId: C, items: missed }));
  s = messageReducer(s, messagesCaughtUp({ conversationId: C, items: missed.slice(1) }));
  s = messageReducer(s, messageReceived(missed[2]));
  expect(texts(s)).toEqual(['a', 'm1', 'm2', 'm3']);
  s = messageReducer(
    s,
    messageQueued(msg('pending-k9', { clientId: 'k9', text: 'unsent', delivery: 'failed' })),
  );
  s = messageReducer(s, messagesLoaded({ conversationId: C, items: [...missed].reverse(), total: 3 }));
  expect(texts(s)).toEqual(['m1', 'm2', 'm3', 'unsent']);
});

test('a received delete keeps the message as "Message deleted"; the sender’s own delete removes it', () => {
  let s = messageReducer(
    initialMessageState,
    messagesLoaded({ conversationId: C, items: [msg('b'), msg('a')], total: 2 }),
  );
  s = messageReducer(s, messageDeletedReceived(msg('a')));
  expect(s.conversationMap[C].items[0]).toMatchObject({ text: 'Message deleted', isDeleted: true });
  s = messageReducer(s, messageDeleted(msg('b')));
  expect(texts(s)).toEqual(['Message deleted']);
  expect(s.deleteMessage).toMatchObject({ success: true, deleting: false });
});

test('a message an operator hid reads as removed to the other member; its sender keeps it, marked', () => {
  let s = messageReducer(
    initialMessageState,
    messagesLoaded({ conversationId: C, items: [msg('b'), msg('a')], total: 2 }),
  );
  s = messageReducer(
    s,
    messageDeletedReceived(msg('a', { isDeleted: true, hiddenByModeration: true, text: 'Message deleted' })),
  );
  const item = (id: string) => s.conversationMap[C].items.find((m) => m._id === id);
  expect(item('a')).toMatchObject({
    text: 'Message removed by moderation',
    isDeleted: true,
  });
  s = messageReducer(s, messageDeletedReceived(msg('b', { hiddenByModeration: true })));
  expect(item('b')).toMatchObject({
    text: 'b',
    isDeleted: false,
    hiddenByModeration: true,
  });
});

test('the list: the active one on top, previews and unread counts follow messages', () => {
  const conv = (id: string): Conversation => ({
    _id: id,
    recipient: {
      _id: 'p',
      name: 'P',
      username: 'p',
      avatar: '',
      isPerformer: true,
      isOnline: false,
      verified: true,
    },
    lastMessage: '',
    lastSenderId: '',
    lastMessageCreatedAt: '',
    totalNotSeenMessages: 0,
    isSubscribed: true,
    isBlocked: false,
    updatedAt: '',
  });
  let s = conversationReducer(initialConversationState, conversationActivated(conv('z')));
  s = conversationReducer(
    s,
    conversationsLoaded({ items: [conv('x'), conv('y')], total: 2, loadMore: false }),
  );
  expect(s.list.data).toEqual(['z', 'x', 'y']); // the active one (opened by link) stays on top
  s = conversationReducer(s, conversationActivated(conv('y')));
  s = conversationReducer(
    s,
    conversationsLoaded({ items: [conv('x'), conv('y')], total: 2, loadMore: false }),
  );
  expect(s.list.data[0]).toBe('y');
  s = conversationReducer(
    s,
    conversationMessaged({ message: msg('n', { conversationId: 'x', text: 'news' }), mine: false }),
  );
  expect(s.list.data[0]).toBe('x');
  expect(s.mapping.x).toMatchObject({ lastMessage: 'news', totalNotSeenMessages: 1 });
  s = conversationReducer(
    s,
    conversationMessaged({ message: msg('n2', { conversationId: 'y' }), mine: false }),
  );
  expect(s.mapping.y.totalNotSeenMessages).toBe(0); // the open one is read
});
