// The live chat's delivery states (issue 20 item 6): a line the API refused for good shows why, with no Retry
// that could never succeed; a rate-limited line says so and keeps Retry; a line lost on the way keeps Retry.
import { act, screen, within } from '@testing-library/react';
import { StreamChat } from '@/features/streaming/components/stream-chat';
import {
  streamMessageSendFailed,
  streamMessageSendRequested,
} from '@/features/streaming/stream-message-slice';
import { makeUser, renderWithStore, signedIn } from './render';

const C = 'conv-1';

test('a refused line says why without Retry; a rate-limited one says why with Retry; a lost one offers Retry', () => {
  const me = makeUser();
  const { store } = renderWithStore(<StreamChat conversationId={C} />, signedIn(me));
  const sender = { _id: me._id, name: me.name, username: me.username, avatar: me.avatar };
  act(() => {
    for (const [clientId, text] of [
      ['k1', 'not bought'],
      ['k2', 'too fast'],
      ['k3', 'offline'],
    ])
      store.dispatch(streamMessageSendRequested({ conversationId: C, text, clientId, sender }));
    store.dispatch(
      streamMessageSendFailed({
        conversationId: C,
        clientId: 'k1',
        error: 'Please buy this live session first',
        failure: { reason: 'Please buy this live session first', final: true },
      }),
    );
    store.dispatch(
      streamMessageSendFailed({
        conversationId: C,
        clientId: 'k2',
        error: 'You are sending messages too fast. Please wait a moment.',
        failure: { reason: 'You are sending messages too fast. Please wait a moment.', final: false },
      }),
    );
    store.dispatch(streamMessageSendFailed({ conversationId: C, clientId: 'k3', error: 'Network Error' }));
  });

  const [refused, limited, lost] = screen.getAllByTestId('stream-line');
  expect(within(refused).getByRole('alert')).toHaveTextContent(
    'Not sent — Please buy this live session first',
  );
  expect(within(refused).queryByRole('button', { name: 'Retry' })).toBeNull();
  expect(within(limited).getByRole('alert')).toHaveTextContent(
    'Not sent — You are sending messages too fast. Please wait a moment.',
  );
  expect(within(limited).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(within(lost).queryByRole('alert')).toBeNull();
  expect(within(lost).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
