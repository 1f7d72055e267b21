// Issue 20 item 15: a paid message is bought like every other charge, through the wallet's confirmation (price,
// wallet now and after); nothing is charged on the first click, and the message opens in place once paid.
import './resize-observer-stub';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setClientEnv } from '@/config/env';
import { useAppSelector } from '@/store/hooks';
import { useFeature } from '@/store/use-feature';
import { conversationFeature, messageFeature } from '@/features/messaging';
import { MessageBubble } from '@/features/messaging/components/message-bubble';
import { WalletDialogs } from '@/features/wallet/components/wallet-dialogs';
import { initialMessageState } from '@/features/messaging/message-slice';
import type { Message } from '@/features/messaging/types';
import { API, tokenFor } from '../msw/handlers';
import { server, useMswServer } from '../msw/server';
import { makeUser, renderWithStore, signedIn } from './render';

jest.mock('next/router', () => require('./router-mock'));
jest.mock('@ant-design/icons', () => require('./icons-mock'));

useMswServer();
const C = 'c'.repeat(24);
const ID = 'e'.repeat(24);
const locked: Message = {
  _id: ID,
  conversationId: C,
  text: 'Something special',
  senderId: 'a'.repeat(24),
  clientId: '',
  createdAt: '2026-11-25T10:00:00.000Z',
  isDeleted: false,
  files: [{ _id: 'f1', type: 'image/png', url: null, thumbnail: '/blur.png', status: 'finished' }],
  price: 3,
  isSale: true,
  isBought: false,
  delivery: 'sent',
};

const charges: string[] = [];
beforeEach(() => {
  charges.length = 0;
  setClientEnv({ apiEndpoint: API, hashPasswordOnClient: false });
  Cookies.set('token', tokenFor('demo-fan'), { path: '/' });
  server.use(
    http.post(`${API}/wallet/charges/:kind/:id`, ({ params }) => {
      charges.push(`${String(params.kind)}/${String(params.id)}`);
      return HttpResponse.json({
        status: 0,
        data: {
          _id: 'w1',
          type: 'message',
          totalPrice: 3,
          status: 'success',
          item: {
            ...locked,
            isBought: true,
            files: [{ _id: 'f1', type: 'image/png', url: '/full.png', thumbnails: ['/full.png'] }],
          },
        },
      });
    }),
  );
});

function Harness() {
  useFeature(conversationFeature);
  useFeature(messageFeature);
  const message = useAppSelector((s) => s.message.conversationMap[C].items[0]);
  return (
    <>
      <MessageBubble message={message} mine={false} groupStart tabbable />
      <WalletDialogs />
    </>
  );
}

test('Unlock asks first with the wallet before and after; Pay charges once and opens the message', async () => {
  const state = {
    ...signedIn(makeUser({ balance: 50 })),
    message: {
      ...initialMessageState,
      conversationMap: {
        [C]: { items: [locked], total: 1, fetching: false, isLoadMore: false, error: null },
      },
    },
  };
  renderWithStore(<Harness />, state);
  await userEvent.click(screen.getByRole('button', { name: 'Unlock for $3.00' }));
  const dialog = await screen.findByRole('dialog', { name: 'Unlock this message' });
  expect(charges).toEqual([]);
  expect(within(dialog).getByRole('row', { name: /Price/ })).toHaveTextContent('$3.00');
  expect(within(dialog).getByRole('row', { name: /Your wallet/ })).toHaveTextContent('$50.00');
  expect(within(dialog).getByRole('row', { name: /After this purchase/ })).toHaveTextContent('$47.00');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $3.00' }));
  expect(await screen.findByRole('dialog', { name: 'Message is unlocked!' })).toBeInTheDocument();
  expect(charges).toEqual([`message/${ID}`]);
  expect(await screen.findByRole('img', { name: 'Attached' })).toHaveAttribute('src', '/full.png');
  expect(screen.queryByRole('button', { name: 'Unlock for $3.00' })).toBeNull();
});
