import { runSaga } from 'redux-saga';
import type { AnyAction } from '@reduxjs/toolkit';
import { refreshPricesWorker } from '@/features/subscription/subscription-saga';
import {
  initialSubscriptionState,
  subscriptionModalOpened,
  subscriptionPricesLoaded,
  subscriptionPricesRequested,
  subscriptionReducer,
} from '@/features/subscription/subscription-slice';
import { priceLine } from '@/features/wallet/components/subscription-modal';
import { yearlyPriceNote } from '@/features/user/components/creator/creator-pricing-form';
import { performerHandlers } from '../../msw/performer-handlers';
import { server, useMswServer } from '../../msw/server';

jest.mock('@ant-design/icons', () => require('../../components/icons-mock'));

useMswServer();

const stale = {
  _id: 'c'.repeat(24),
  name: 'Demo Creator',
  username: 'demo-creator',
  avatar: '',
  monthlyPrice: 7.99,
  yearlyPrice: 70,
  isFreeSubscription: false,
  durationFreeSubscriptionDays: 1,
};

test('the modal shows the creator profile prices, whatever the opener carried (one source)', async () => {
  server.use(...performerHandlers);
  const dispatched: AnyAction[] = [];
  await runSaga(
    { dispatch: (a: AnyAction) => dispatched.push(a), getState: () => ({}) },
    refreshPricesWorker,
    subscriptionPricesRequested({ _id: stale._id, username: stale.username }),
  ).toPromise();
  const loaded = dispatched.find((a) => a.type === subscriptionPricesLoaded.type);
  expect(loaded?.payload).toMatchObject({ _id: stale._id, monthlyPrice: 9.99 });
  let state = subscriptionReducer(initialSubscriptionState, subscriptionModalOpened({ performer: stale }));
  state = subscriptionReducer(state, loaded as ReturnType<typeof subscriptionPricesLoaded>);
  expect(priceLine(state.performer!, 'monthly')).toBe('$9.99 a month');
});

test('one money format: the modal writes prices as the profile buttons do', () => {
  expect(priceLine({ ...stale, monthlyPrice: 9.99 }, 'monthly')).toBe('$9.99 a month');
  expect(priceLine({ ...stale, yearlyPrice: 100 }, 'yearly')).toBe('$100 a year');
});

test('the yearly price against twelve months of the monthly one', () => {
  expect(yearlyPriceNote(10, 100)).toEqual({
    kind: 'info',
    text: 'Fans save 17% with the yearly plan (12 months cost $120).',
  });
  expect(yearlyPriceNote(10, 5)?.kind).toBe('warning');
  expect(yearlyPriceNote(10, 130)).toMatchObject({
    kind: 'warning',
    text: expect.stringContaining('more than 12 monthly payments'),
  });
  expect(yearlyPriceNote(10, 120)).toBeNull();
  expect(yearlyPriceNote(undefined, 100)).toBeNull();
});
