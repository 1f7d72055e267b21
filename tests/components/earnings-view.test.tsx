// /creator/earning as a creator sees it: the period's totals, the chart as one named figure fed with the
// stacked series, its figures as a table, the earning rows (refunds marked), filters that go to the URL, and a
// live refresh when money arrives. uPlot draws on a canvas jsdom lacks: a stand-in records what it was given.
import './resize-observer-stub';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API } from '../msw/handlers';
import { server, useMswServer } from '../msw/server';
import { mockRouter } from './router-mock';
import { makeUser, renderWithStore, signedIn } from './render';
import { EarningsView } from '@/features/earning/components/earnings-view';
import { SubscribersTable } from '@/features/earning/components/subscribers-table';
import { DateLocaleContext } from '@/lib/dates';
import { socketEventReceived } from '../features/socket-events';

jest.mock('next/router', () => require('./router-mock'));
jest.mock('uplot/dist/uPlot.min.css', () => ({}));
const plots: { data: number[][]; series: { label?: string }[] }[] = [];
jest.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    constructor(opts: { series: { label?: string }[] }, data: number[][]) {
      plots.push({ data, series: opts.series });
    }
    setSize() {}
    destroy() {}
  }
  return { __esModule: true, default: FakePlot };
});

useMswServer();
const calls: Record<string, string[]> = { search: [], stats: [], daily: [] };
beforeEach(() => {
  plots.length = 0;
  for (const k of Object.keys(calls)) calls[k].length = 0;
  mockRouter.query = {};
  mockRouter.pathname = '/creator/earning';
  mockRouter.push.mockClear();
  server.use(
    http.get(`${API}/performer/earning/search`, ({ request }) => {
      calls.search.push(new URL(request.url).search);
      return HttpResponse.json({
        status: 0,
        data: {
          data: [
            {
              _id: 'e1',
              type: 'tip',
              note: 'Loved the show!',
              userInfo: { name: 'Eve', username: 'eve' },
              grossPrice: 25,
              siteCommission: 5,
              netPrice: 20,
              createdAt: '2026-11-05T10:00:00.000Z',
            },
            {
              _id: 'e2',
              type: 'feed',
              userInfo: { name: 'Bob', username: 'bob' },
              grossPrice: 10,
              siteCommission: 2,
              netPrice: 8,
              isRefunded: true,
              createdAt: '2026-11-03T10:00:00.000Z',
            },
          ],
          total: 2,
        },
      });
    }),
    http.get(`${API}/performer/earning/stats`, ({ request }) => {
      calls.stats.push(new URL(request.url).search);
      return HttpResponse.json({
        status: 0,
        data: { totalGrossPrice: 25, totalSiteCommission: 5, totalNetPrice: 20 },
      });
    }),
    http.get(`${API}/performer/earning/daily`, ({ request }) => {
      calls.daily.push(new URL(request.url).search);
      return HttpResponse.json({ status: 0, data: [{ date: '2026-11-05', type: 'tip', netPrice: 20 }] });
    }),
  );
});

const creator = () => signedIn(makeUser({ _id: 'c1', username: 'demo-creator', isPerformer: true }));

test('totals, the named figure with its data, the figures table and the rows', async () => {
  mockRouter.query = { fromDate: '2026-11-03', toDate: '2026-11-05' };
  renderWithStore(<EarningsView />, creator());
  const stat = async (term: string) => (await screen.findByText(term)).closest('div');
  expect(await stat('Total earned (what fans paid)')).toHaveTextContent('$25.00');
  expect(await stat('Site commission')).toHaveTextContent('$5.00');
  expect(await stat('Net earnings (yours)')).toHaveTextContent('$20.00');
  const figure = await screen.findByRole('img', {
    name: 'Earnings by day, 3 Nov 2026 to 5 Nov 2026: $20.00 net',
  });
  expect(figure).toBeInTheDocument();
  // the chart got the stacked series: three days (3, 4 and 5 Nov), tips on the 5th
  const plot = plots[plots.length - 1];
  expect(plot.data[0]).toEqual([0, 1, 2]);
  // drawn tallest stack first: the first series is the day's total, the last the bottom group (subscriptions)
  expect(plot.data[1]).toEqual([0, 0, 20]);
  expect(plot.data[plot.data.length - 1]).toEqual([0, 0, 0]);
  expect(plot.series.slice(1).map((x) => x.label)).toEqual([
    'Streams',
    'Messages',
    'Products',
    'Unlocks',
    'Tips',
    'Subscriptions',
  ]);
  // the figures as a table: only the day with earnings
  const figures = screen.getByRole('table', { name: 'Net earnings by day and kind' });
  expect(within(figures).getAllByRole('row')).toHaveLength(2);
  expect(within(figures).getByRole('row', { name: /5 Nov 2026/ })).toHaveTextContent('$20.00');
  // the rows, with the refund marked; the filters went to all three calls
  expect(screen.getByRole('cell', { name: 'Eve' })).toBeInTheDocument();
  expect(screen.getByText(/Refunded/).closest('td')).toHaveTextContent('Post unlock');
  expect(calls.search[0]).toContain('fromDate=2026-11-03');
  expect(calls.stats[0]).toContain('toDate=2026-11-05');
  expect(calls.daily[0]).toContain('fromDate=2026-11-03');
});

test('a tip’s message is on its row, as the fan wrote it', async () => {
  renderWithStore(<EarningsView />, creator());
  const row = (await screen.findByRole('cell', { name: 'Eve' })).closest('tr') as HTMLElement;
  expect(within(row).getByRole('cell', { name: /^Tip/ })).toHaveTextContent('Tip“Loved the show!”');
  const other = screen.getByRole('cell', { name: 'Bob' }).closest('tr') as HTMLElement;
  expect(other).not.toHaveTextContent('“');
});

test('filters and sort go to the URL; a money event reloads what is shown', async () => {
  const { store } = renderWithStore(<EarningsView />, creator());
  await screen.findByRole('cell', { name: 'Eve' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'tip');
  expect(mockRouter.push).toHaveBeenLastCalledWith(
    { pathname: '/creator/earning', query: { type: 'tip' } },
    undefined,
    { shallow: true },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Net' }));
  expect(mockRouter.push).toHaveBeenLastCalledWith(
    { pathname: '/creator/earning', query: { sortBy: 'netPrice' } },
    undefined,
    { shallow: true },
  );
  const before = calls.search.length + calls.stats.length;
  act(() => {
    store.dispatch(socketEventReceived({ event: 'update_balance', data: { balance: 40 } }));
  });
  await screen.findByRole('cell', { name: 'Eve' });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
  expect(calls.search.length + calls.stats.length).toBe(before + 2);
});

test('a creator with no earnings is told so, without a chart', async () => {
  server.use(
    http.get(`${API}/performer/earning/search`, () =>
      HttpResponse.json({ status: 0, data: { data: [], total: 0 } }),
    ),
    http.get(`${API}/performer/earning/daily`, () => HttpResponse.json({ status: 0, data: [] })),
  );
  renderWithStore(<EarningsView />, creator());
  expect(await screen.findByText('Nothing earned in this period yet.')).toBeInTheDocument();
  expect(await screen.findByText('No earnings yet.')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

test('subscribers: each fan with a Message link to the conversation, filters in the URL', async () => {
  mockRouter.pathname = '/creator/my-subscriber';
  server.use(
    http.get(`${API}/subscriptions/performer/search`, () =>
      HttpResponse.json({
        status: 0,
        data: {
          data: [
            {
              _id: 's1',
              userId: 'u1',
              userInfo: { name: 'Eve', username: 'eve' },
              subscriptionType: 'monthly',
              status: 'active',
              autoRenew: true,
              expiredAt: '2999-01-01T00:00:00.000Z',
              nextRecurringDate: '2999-01-01T00:00:00.000Z',
              paymentGateway: 'sandbox',
            },
          ],
          total: 1,
        },
      }),
    ),
  );
  renderWithStore(<SubscribersTable />, creator());
  const link = await screen.findByRole('link', { name: 'Message Eve' });
  expect(link).toHaveAttribute('href', '/messages?toSource=user&toId=u1');
  const row = link.closest('tr')!;
  expect(row).toHaveTextContent('Monthly');
  expect(row).toHaveTextContent('Active');
  expect(row).toHaveTextContent('Sandbox (test)');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'inactive');
  expect(mockRouter.push).toHaveBeenLastCalledWith(
    { pathname: '/creator/my-subscriber', query: { status: 'inactive' } },
    undefined,
    { shallow: true },
  );
});

test('subscribers: a subscription nobody paid for names no internal gateway ("system")', async () => {
  mockRouter.pathname = '/creator/my-subscriber';
  server.use(
    http.get(`${API}/subscriptions/performer/search`, () =>
      HttpResponse.json({
        status: 0,
        data: {
          data: [
            {
              _id: 's2',
              userId: 'u2',
              userInfo: { name: 'Tom', username: 'tom' },
              subscriptionType: 'free',
              status: 'active',
              autoRenew: false,
              expiredAt: '2999-01-01T00:00:00.000Z',
              paymentGateway: 'system',
            },
          ],
          total: 1,
        },
      }),
    ),
  );
  renderWithStore(<SubscribersTable />, creator());
  const row = (await screen.findByRole('link', { name: 'Message Tom' })).closest('tr')!;
  expect(row).toHaveTextContent('No charge');
  expect(row).not.toHaveTextContent(/system/i);
});

test('subscribers: dates are in the reader’s format (the locale the server chose)', async () => {
  mockRouter.pathname = '/creator/my-subscriber';
  server.use(
    http.get(`${API}/subscriptions/performer/search`, () =>
      HttpResponse.json({
        status: 0,
        data: {
          data: [
            {
              _id: 's3',
              userId: 'u3',
              userInfo: { name: 'Ann', username: 'ann' },
              subscriptionType: 'monthly',
              status: 'active',
              autoRenew: false,
              startRecurringDate: '2026-11-20T12:00:00.000Z',
              expiredAt: '2026-12-20T12:00:00.000Z',
              paymentGateway: 'sandbox',
            },
          ],
          total: 1,
        },
      }),
    ),
  );
  renderWithStore(
    <DateLocaleContext.Provider value="en-US">
      <SubscribersTable />
    </DateLocaleContext.Provider>,
    creator(),
  );
  const row = (await screen.findByRole('link', { name: 'Message Ann' })).closest('tr')!;
  expect(within(row).getByText('Nov 20, 2026')).toHaveAttribute('data-label', 'Start date');
  expect(within(row).getByText('Dec 20, 2026')).toHaveAttribute('data-label', 'Expiry date');
});
