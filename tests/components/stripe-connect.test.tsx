// "Connect with Stripe" on the banking page: nothing about Stripe without it; with Stripe, the creator's state
// as Stripe reports it and a button that goes to Stripe's onboarding link.
import './resize-observer-stub';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API } from '../msw/handlers';
import { server, useMswServer } from '../msw/server';
import { makeUser, renderWithStore, signedIn } from './render';
import { StripeConnect } from '@/features/payout/components/stripe-connect';
import { assignLocation } from '@/lib/navigation';

jest.mock('next/router', () => require('./router-mock'));
jest.mock('@ant-design/icons', () => require('./icons-mock'));
jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/creator/banking'),
}));

useMswServer();
const creator = makeUser({ _id: 'c1', username: 'demo-creator', isPerformer: true });

test('in sandbox mode nothing about Stripe shows', () => {
  const { container } = renderWithStore(<StripeConnect />, signedIn(creator, { paymentGateway: 'sandbox' }));
  expect(container).toBeEmptyDOMElement();
  expect(screen.queryByText(/Stripe/)).not.toBeInTheDocument();
});

test('with Stripe: not connected yet, then the button opens Stripe onboarding', async () => {
  let posts = 0;
  server.use(
    http.get(`${API}/stripe/accounts/me`, () => HttpResponse.json({ status: 0, data: null })),
    http.post(`${API}/stripe/accounts`, () => {
      posts += 1;
      return HttpResponse.json({
        status: 0,
        data: {
          accountId: 'acct_1',
          detailsSubmitted: false,
          payoutsEnabled: false,
          url: 'https://connect.stripe.com/setup/e/acct_1',
        },
      });
    }),
  );
  renderWithStore(<StripeConnect />, signedIn(creator, { paymentGateway: 'stripe' }));
  const button = await screen.findByRole('button', { name: 'Connect with Stripe' });
  // enabled once the account state is known
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  await waitFor(() =>
    expect(assignLocation).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1'),
  );
  expect(posts).toBe(1);
});

test('a connected creator sees that Stripe pays them out', async () => {
  server.use(
    http.get(`${API}/stripe/accounts/me`, () =>
      HttpResponse.json({
        status: 0,
        data: { accountId: 'acct_1', detailsSubmitted: true, payoutsEnabled: true },
      }),
    ),
  );
  renderWithStore(<StripeConnect />, signedIn(creator, { paymentGateway: 'stripe' }));
  expect(await screen.findByText('Connected: Stripe pays you out')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Update details on Stripe' })).toBeInTheDocument();
});
