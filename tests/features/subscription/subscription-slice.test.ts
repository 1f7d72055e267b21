import {
  initialSubscriptionState,
  selectSubscription,
  subscriptionModalClosed,
  subscriptionModalOpened,
  subscriptionReducer,
} from '@/features/subscription/subscription-slice';
import { loggedOut } from '@/store/session';
import { hydrated } from '@/store/hydrate';

const performer = {
  _id: 'c1',
  name: 'Demo Creator',
  username: 'demo-creator',
  avatar: '/no-avatar.jpg',
  monthlyPrice: 9.99,
  yearlyPrice: 99.99,
  isFreeSubscription: true,
  durationFreeSubscriptionDays: 3,
};

describe('subscription slice (spec §3 "Subscription state")', () => {
  test('defaults: hidden, no performer, monthly', () => {
    expect(subscriptionReducer(undefined, { type: '@@init' })).toEqual({
      showModal: false,
      performer: null,
      subscriptionType: 'monthly',
    });
  });

  test('opening shows the modal for the creator; type defaults to monthly', () => {
    const s = subscriptionReducer(initialSubscriptionState, subscriptionModalOpened({ performer }));
    expect(selectSubscription({ subscription: s })).toEqual({
      showModal: true,
      performer,
      subscriptionType: 'monthly',
    });
    expect(
      subscriptionReducer(s, subscriptionModalOpened({ performer, subscriptionType: 'yearly' }))
        .subscriptionType,
    ).toBe('yearly');
  });

  test('closing and logout reset', () => {
    const open = subscriptionReducer(
      initialSubscriptionState,
      subscriptionModalOpened({ performer, subscriptionType: 'free' }),
    );
    expect(subscriptionReducer(open, subscriptionModalClosed())).toEqual(initialSubscriptionState);
    expect(subscriptionReducer(open, loggedOut())).toEqual(initialSubscriptionState);
  });

  test('client-only: HYDRATE does not touch an open modal', () => {
    const open = subscriptionReducer(initialSubscriptionState, subscriptionModalOpened({ performer }));
    expect(subscriptionReducer(open, hydrated({ subscription: initialSubscriptionState }))).toEqual(open);
  });
});
