// Issue 20 items 14 and 21: the payout form uses the one amount field (what is typed stays; the minimum and the
// balance are said at once), and a balance below the minimum is said plainly with the form disabled, instead
// of "Amount ($50.00 to $6.38)" and a live button.
import './resize-observer-stub';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setClientEnv } from '@/config/env';
import { PayoutRequests } from '@/features/payout/components/payout-requests';
import { API, tokenFor } from '../msw/handlers';
import { server, useMswServer } from '../msw/server';
import { makeUser, renderWithStore, signedIn } from './render';

jest.mock('next/router', () => require('./router-mock'));
jest.mock('@ant-design/icons', () => require('./icons-mock'));

useMswServer();
let balance = 6.38;
const requests: Record<string, unknown>[] = [];
beforeEach(() => {
  requests.length = 0;
  setClientEnv({ apiEndpoint: API, hashPasswordOnClient: false });
  Cookies.set('token', tokenFor('demo-creator'), { path: '/' });
  server.use(
    http.get(`${API}/payout-requests/check/pending-review`, () =>
      HttpResponse.json({ status: 0, data: true }),
    ),
    http.post(`${API}/payout-requests/calculate`, () =>
      HttpResponse.json({
        status: 0,
        data: { totalEarnedTokens: balance, previousPaidOutTokens: 0, remainingUnpaidTokens: balance },
      }),
    ),
    http.get(`${API}/payout-requests/search`, () =>
      HttpResponse.json({ status: 0, data: { data: [], total: 0 } }),
    ),
    http.post(`${API}/payout-requests`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      requests.push(body);
      return HttpResponse.json({
        status: 0,
        data: { _id: 'p1', ...body, status: 'pending', createdAt: '2026-11-25T10:00:00.000Z' },
      });
    }),
  );
});

const creator = () =>
  signedIn(makeUser({ _id: 'c1', isPerformer: true, username: 'demo-creator' }), { minimumPayoutAmount: 50 });

test('a balance below the minimum is said plainly and the form is disabled', async () => {
  balance = 6.38;
  renderWithStore(<PayoutRequests />, creator());
  expect(
    await screen.findByText(
      'Your balance is $6.38. Payouts start at $50.00: you can request one once your balance reaches it.',
    ),
  ).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Payout request' });
  expect(form).not.toHaveTextContent('$50.00 to $6.38');
  expect(screen.getByLabelText(/^Amount \(USD/)).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Request payout' })).toBeDisabled();
});

test('the amount field keeps what is typed and says the minimum and the balance at once', async () => {
  balance = 60;
  renderWithStore(<PayoutRequests />, creator());
  const field = await screen.findByLabelText('Amount (USD, $50.00 to $60.00)');
  const submit = screen.getByRole('button', { name: 'Request payout' });
  await userEvent.clear(field);
  await userEvent.type(field, '10');
  expect(field).toHaveValue('10');
  expect(field).toHaveAccessibleDescription('The minimum payout is $50.00');
  expect(submit).toBeDisabled();
  await userEvent.clear(field);
  await userEvent.type(field, '70');
  expect(field).toHaveAccessibleDescription('You can request up to your balance, $60.00');
  expect(submit).toBeDisabled();
  await userEvent.clear(field);
  await userEvent.type(field, '55.5');
  expect(submit).toBeEnabled();
  await userEvent.click(submit);
  await screen.findByRole('button', { name: 'Request payout' });
  expect(requests).toEqual([
    expect.objectContaining({ requestTokens: 55.5, paymentAccountType: 'banking', requestNote: '' }),
  ]);
});
