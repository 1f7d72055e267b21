// Issue 20 item 21: a profile the fan subscribes to says so, with when it renews (or, once cancelled, until when
// access runs) and the way to manage it, instead of dropping the subscribe block.
import { screen } from '@testing-library/react';
import { SubscriptionOptions, subscribedLine } from '@/features/performer/components/subscription-options';
import { toPerformerProfile } from '@/features/performer/types';
import { formatDay } from '@/lib/dates';
import { makeUser, renderWithStore, signedIn } from './render';

jest.mock('next/router', () => require('./router-mock'));

const until = '2026-12-24T12:00:00.000Z';
const profile = (subscription: Record<string, unknown> | null, isSubscribed = true) =>
  toPerformerProfile({
    _id: 'a'.repeat(24),
    username: 'demo-creator',
    name: 'Demo Creator',
    monthlyPrice: 9.99,
    yearlyPrice: 99.99,
    isSubscribed,
    subscription,
  });

test('renewing: "Subscribed · renews on …" and the way to manage it', () => {
  renderWithStore(
    <SubscriptionOptions
      profile={profile({
        subscriptionType: 'monthly',
        autoRenew: true,
        cancelled: false,
        nextRecurringDate: until,
        expiredAt: until,
      })}
    />,
    signedIn(makeUser()),
  );
  const block = screen.getByRole('region', { name: 'Subscription' });
  expect(block).toHaveTextContent(`Subscribed · renews on ${formatDay(until)}`);
  expect(screen.getByRole('link', { name: 'Manage subscription' })).toHaveAttribute(
    'href',
    '/user/my-subscription',
  );
  expect(screen.queryByRole('button', { name: /SUBSCRIBE FOR/ })).toBeNull();
});

test('cancelled: access until its end', () => {
  expect(
    subscribedLine({
      subscriptionType: 'monthly',
      autoRenew: false,
      cancelled: true,
      nextRecurringDate: '',
      expiredAt: until,
    }),
  ).toBe(`Subscribed · cancelled, access until ${formatDay(until)}`);
  expect(
    subscribedLine({
      subscriptionType: 'free',
      autoRenew: false,
      cancelled: false,
      nextRecurringDate: '',
      expiredAt: until,
    }),
  ).toBe(`Subscribed · free trial until ${formatDay(until)}`);
  expect(subscribedLine(null)).toBe('Subscribed');
});

test('not subscribed: the plans as before', () => {
  renderWithStore(<SubscriptionOptions profile={profile(null, false)} />, signedIn(makeUser()));
  expect(screen.getByRole('button', { name: 'SUBSCRIBE FOR $9.99' })).toBeInTheDocument();
  expect(screen.queryByText(/^Subscribed/)).toBeNull();
});
