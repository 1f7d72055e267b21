// The wallet dialogs as a fan sees them: the price and the balance after it before paying, the short-wallet
// message with its way to the wallet, tip limits, and the subscription modal's honest renewal line.
import './resize-observer-stub';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WalletDialogs } from '@/features/wallet/components/wallet-dialogs';
import { tipProblem } from '@/features/wallet/components/tip-dialog';
import { topUpProblem } from '@/features/wallet/components/top-up-form';
import { tipDialogOpened, unlockDialogOpened } from '@/features/wallet/purchase-dialogs-slice';
import { http, HttpResponse } from 'msw';
import { API } from '../msw/handlers';
import { server, useMswServer } from '../msw/server';
import { renewalLine } from '@/features/wallet/components/subscription-modal';
import { balanceAfter, discounted, formatExact } from '@/lib/money';
import { makeUser, renderWithStore, signedIn } from './render';
import { events } from './router-mock';

jest.mock('next/router', () => require('./router-mock'));
jest.mock('@ant-design/icons', () => require('./icons-mock'));

useMswServer();
const unlockCalls: string[] = [];
beforeEach(() => {
  unlockCalls.length = 0;
  server.use(
    http.post(`${API}/wallet/charges/:kind/:id`, ({ params }) => {
      unlockCalls.push(`${String(params.kind)}/${String(params.id)}`);
      return HttpResponse.json({
        status: 0,
        data: { _id: 'w1', type: 'feed', totalPrice: 9.99, status: 'success', item: null },
      });
    }),
  );
});

describe('unlock dialog', () => {
  test('shows the price, the wallet and what is left; Pay sends the purchase; success says so', async () => {
    const { store } = renderWithStore(<WalletDialogs />, signedIn(makeUser({ balance: 50 })));
    act(() => {
      store.dispatch(unlockDialogOpened({ kind: 'feed', id: 'f1', price: 9.99, title: 'this post' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Unlock this post' });
    expect(within(dialog).getByRole('row', { name: /Price/ })).toHaveTextContent('$9.99');
    expect(within(dialog).getByRole('row', { name: /After this purchase/ })).toHaveTextContent('$40.01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $9.99' }));
    expect(await screen.findByRole('dialog', { name: 'Post is unlocked!' })).toHaveTextContent(
      '$9.99 was paid from your wallet.',
    );
    expect(unlockCalls).toEqual(['feed/f1']);
  });

  test('a short wallet cannot pay and is offered a top-up', async () => {
    const { store } = renderWithStore(<WalletDialogs />, signedIn(makeUser({ balance: 5 })));
    act(() => {
      store.dispatch(unlockDialogOpened({ kind: 'video', id: 'v1', price: 9.99, title: '"Morning yoga"' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Unlock "Morning yoga"' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'You have an insufficient wallet balance. Please top up.',
    );
    expect(within(dialog).getByRole('link', { name: 'Top up' })).toHaveAttribute('href', '/wallet');
    expect(within(dialog).getByRole('button', { name: 'Pay $9.99' })).toBeDisabled();
  });
});

describe('tip dialog', () => {
  test('presets within the limits; the amount after the tip is shown', async () => {
    const { store } = renderWithStore(<WalletDialogs />, signedIn(makeUser({ balance: 100 })));
    act(() => {
      store.dispatch(tipDialogOpened({ performerId: 'c1', name: 'Demo Creator', avatar: '' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Send a tip to Demo Creator' });
    const presets = within(dialog).getByRole('group', { name: 'Amount presets' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['$10', '$20', '$50', '$100', '$200', '$300', '$400', '$500', '$1000']);
    await userEvent.click(within(presets).getByRole('button', { name: '$20' }));
    expect(dialog).toHaveTextContent('after this tip: $80.00');
    expect(within(dialog).getByRole('button', { name: 'Send $20.00' })).toBeEnabled();
  });

  test('a typed amount stays as typed: below the minimum the form says so and the button agrees', async () => {
    const { store } = renderWithStore(
      <WalletDialogs />,
      signedIn(makeUser({ balance: 100 }), { minimumTipPrice: 10 }),
    );
    act(() => {
      store.dispatch(tipDialogOpened({ performerId: 'c1', name: 'Demo Creator', avatar: '' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Send a tip to Demo Creator' });
    const field = within(dialog).getByLabelText('Amount (USD)');
    expect(field).toHaveValue('10');
    await userEvent.clear(field);
    await userEvent.type(field, '5');
    expect(field).toHaveValue('5');
    expect(field).toHaveAccessibleDescription('The minimum tip is $10.00');
    expect(within(dialog).getByRole('button', { name: 'Send tip' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: /Send \$/ })).toBeNull();
    // leaving the field keeps what was typed
    await userEvent.tab();
    expect(field).toHaveValue('5');
    expect(within(dialog).getByRole('button', { name: 'Send tip' })).toBeDisabled();
    await userEvent.type(field, '0');
    expect(field).toHaveAccessibleDescription('');
    expect(within(dialog).getByRole('button', { name: 'Send $50.00' })).toBeEnabled();
    expect(dialog).toHaveTextContent('after this tip: $50.00');
  });

  test('the minimum comes from the site settings', async () => {
    const { store } = renderWithStore(
      <WalletDialogs />,
      signedIn(makeUser({ balance: 100 }), { minimumTipPrice: 25 }),
    );
    act(() => {
      store.dispatch(tipDialogOpened({ performerId: 'c1', name: 'Demo Creator', avatar: '' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Send a tip to Demo Creator' });
    const field = within(dialog).getByLabelText('Amount (USD)');
    expect(field).toHaveValue('25');
    await userEvent.clear(field);
    await userEvent.type(field, '20');
    expect(field).toHaveAccessibleDescription('The minimum tip is $25.00');
  });

  test('tipProblem: limits, decimals and the wallet', () => {
    expect(tipProblem('9.99', 10, 10000, 100)).toBe('The minimum tip is $10.00');
    expect(tipProblem('10001', 10, 10000, 20000)).toBe('The maximum tip is $10000.00');
    expect(tipProblem('50', 10, 10000, 20)).toBe('You have an insufficient wallet balance. Please top up.');
    expect(tipProblem('10.5', 10, 10000, 20)).toBeNull();
    expect(tipProblem('10,50', 10, 10000, 20)).toBeNull();
    expect(tipProblem('10.555', 10, 10000, 20)).toBe('Use at most two decimals');
    expect(tipProblem('ten', 10, 10000, 20)).toBe('Enter an amount in dollars, like 12.50');
    expect(tipProblem('', 10, 10000, 20)).toBe('Please enter an amount');
  });
});

describe('leaving the page', () => {
  test('closes the open wallet dialog (a live that ended sends the fan to the profile)', async () => {
    const { store } = renderWithStore(<WalletDialogs />, signedIn(makeUser({ balance: 100 })));
    act(() => {
      store.dispatch(tipDialogOpened({ performerId: 'c1', name: 'Demo Creator', avatar: '' }));
    });
    await screen.findByRole('dialog', { name: 'Send a tip to Demo Creator' });
    // a shallow change of the same page's query keeps it
    act(() => events.emit('routeChangeStart', '/streaming/demo-creator?x=1', { shallow: true }));
    expect(store.getState().purchaseDialogs.tip.target).not.toBeNull();
    act(() => events.emit('routeChangeStart', '/demo-creator?msg=ended', { shallow: false }));
    expect(store.getState().purchaseDialogs.tip.target).toBeNull();
  });
});

describe('money on the web side', () => {
  test('exact cents: balance after, coupon totals, formatting', () => {
    expect(balanceAfter(50, 9.99)).toBe(40.01);
    expect(balanceAfter(0.3, 0.1)).toBe(0.2);
    expect(discounted(50, 0.1)).toBe(45);
    expect(discounted(2.95, 0.1)).toBe(2.65);
    expect(formatExact(5)).toBe('$5.00');
    expect(formatExact(-2.5)).toBe('-$2.50');
    expect(topUpProblem('2.94', 2.95, 300)).toBe('The minimum top-up is $2.95');
    expect(topUpProblem('20', 2.95, 300)).toBeNull();
  });

  test('the renewal line says the price, the period and the next charge date', () => {
    const now = Date.UTC(2026, 10, 24, 12);
    const performer = {
      _id: 'c',
      name: 'C',
      username: 'c',
      avatar: '',
      monthlyPrice: 9.99,
      yearlyPrice: 99,
      isFreeSubscription: true,
      durationFreeSubscriptionDays: 3,
    };
    expect(renewalLine(performer, 'monthly', now)).toBe(
      'Renews every month at $9.99 until you cancel. Next charge on 24 Dec 2026.',
    );
    expect(renewalLine(performer, 'yearly', now)).toBe(
      'Renews every year at $99.00 until you cancel. Next charge on 24 Nov 2027.',
    );
    expect(renewalLine(performer, 'free', now)).toBe(
      'Free for 3 days, until 27 Nov 2026. Nothing is charged and it does not renew.',
    );
  });
});
