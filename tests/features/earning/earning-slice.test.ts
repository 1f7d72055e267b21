// The earnings view's state: a load answers only the view that asked (a slower, older answer is dropped), a
// failure keeps its message, and leaving the page stops live refreshes.
import {
  earningReducer,
  earningsFailed,
  earningsLoaded,
  earningsRequested,
  earningsViewLeft,
  initialEarningState,
  summaryLoaded,
  summaryRequested,
} from '@/features/earning/earning-slice';

const query = { offset: 0, limit: 10 };
const row = {
  _id: 'e1',
  type: 'tip',
  fanName: 'Eve',
  fanUsername: 'eve',
  fanAvatar: '',
  grossPrice: 5,
  siteCommission: 1,
  netPrice: 4,
  paymentGateway: 'wallet',
  isRefunded: false,
  note: '',
  createdAt: '',
};

test('only the view that asked is filled; an older answer is dropped', () => {
  let s = earningReducer(initialEarningState, earningsRequested({ key: '?type=tip', query }));
  s = earningReducer(s, earningsRequested({ key: '?type=feed', query }));
  s = earningReducer(s, earningsLoaded({ key: '?type=tip', items: [row], total: 1 }));
  expect(s.earnings).toMatchObject({ key: '?type=feed', status: 'loading', items: [] });
  s = earningReducer(s, earningsLoaded({ key: '?type=feed', items: [row], total: 1 }));
  expect(s.earnings).toMatchObject({ status: 'succeeded', total: 1 });
  s = earningReducer(
    s,
    earningsFailed({ key: '?type=feed', error: { status: 403, message: 'Forbidden resource' } as never }),
  );
  expect(s.earnings).toMatchObject({ status: 'failed', error: 'Forbidden resource' });
});

test('the summary follows its own key; leaving the page forgets what to refresh', () => {
  let s = earningReducer(initialEarningState, summaryRequested({ key: 'a', filters: { type: 'tip' } }));
  const stats = { totalGrossPrice: 1, totalSiteCommission: 0.2, totalNetPrice: 0.8 };
  s = earningReducer(s, summaryLoaded({ key: 'old', stats, daily: [] }));
  expect(s.summary.stats).toBeNull();
  s = earningReducer(s, summaryLoaded({ key: 'a', stats, daily: [] }));
  expect(s.summary).toMatchObject({ status: 'succeeded', stats, filters: { type: 'tip' } });
  s = earningReducer(s, earningsRequested({ key: 'k', query }));
  s = earningReducer(s, earningsViewLeft());
  expect(s.earnings.query).toBeNull();
  expect(s.summary.filters).toBeNull();
});
