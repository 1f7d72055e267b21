import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedPoll, POLL_CLOSED } from '@/features/feed/components/feed-poll';
import { emptyFeedQuery } from '@/features/feed/feed-query';
import { feedListLoaded, selectFeed } from '@/features/feed/feed-slice';
import { toFeed } from '@/features/feed/types';
import { useAppSelector } from '@/store/hooks';
import { makeStore } from '@/app-store/store';
import { pollOptions, rawFeed } from '../fixtures/feeds';
import { feedState, useFeedApi } from '../msw/feed-handlers';
import { makeUser, signedIn } from './render';
import { renderPlain } from './plain-render';

jest.mock('next/router', () => require('./router-mock'));
jest.mock('@/lib/navigation', () => ({ assignLocation: jest.fn(), currentPathname: jest.fn(() => '/home') }));

useFeedApi();

const FEED_ID = 'pollpost'.padEnd(24, '0');
const fan = makeUser({ _id: 'f'.repeat(24) });

function Connected({ id }: { id: string }) {
  const feed = useAppSelector((s) => selectFeed(s, id));
  return feed ? <FeedPoll feed={feed} viewer={{ kind: 'fan', userId: fan._id }} /> : null;
}

function renderPoll(expiredAt: string | null, votes = [3, 1], extra: Record<string, unknown> = {}) {
  const raw = rawFeed({
    _id: FEED_ID,
    pollDescription: 'Where next?',
    polls: pollOptions(FEED_ID, expiredAt, votes),
    pollExpiredAt: expiredAt,
    ...extra,
  });
  feedState.feeds.push(raw);
  const store = makeStore(signedIn(fan));
  store.dispatch(
    feedListLoaded({ list: 'home', query: emptyFeedQuery, items: [toFeed(raw)], total: 1, append: false }),
  );
  return renderPlain(<Connected id={FEED_ID} />, undefined, store);
}

test('voting shows a percentage per option and the total', async () => {
  renderPoll('2099-01-01T00:00:00.000Z', [1, 1]);
  const poll = screen.getByRole('group', { name: 'Where next?' });
  expect(within(poll).getByText('2 votes')).toBeInTheDocument();
  expect(within(poll).getByText(/^Ends in/)).toBeInTheDocument();
  expect(within(poll).queryByText('50%')).toBeNull();
  await userEvent.click(within(poll).getByRole('button', { name: 'Beach' }));
  expect(await within(poll).findByText('67%')).toBeInTheDocument();
  expect(within(poll).getByText('33%')).toBeInTheDocument();
  expect(within(poll).getByText('3 votes')).toBeInTheDocument();
  expect(within(poll).getByText('(your vote)')).toBeInTheDocument();
  expect(within(poll).queryByRole('button')).toBeNull();
  expect(feedState.votes).toHaveLength(1);
});

test('a refused vote shows the API message', async () => {
  renderPoll('2099-01-01T00:00:00.000Z');
  feedState.votes.push({ pollId: 'other', userId: fan._id });
  (feedState.feeds[0].polls as Record<string, unknown>[])[0].expiredAt = '2020-01-01T00:00:00.000Z';
  await userEvent.click(screen.getByRole('button', { name: 'Beach' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The poll is now closed');
});

test('the countdown runs out: "The poll is now closed" and the results, no vote buttons', () => {
  jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
  try {
    renderPoll('2026-11-22T10:00:03Z', [3, 1]);
    act(() => {
      jest.advanceTimersByTime(0);
    });
    const poll = screen.getByRole('group', { name: 'Where next?' });
    expect(within(poll).getByText('Ends in')).toHaveTextContent('Ends in 3s');
    expect(within(poll).getAllByRole('button')).toHaveLength(2);
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(within(poll).getByText('Ends in', { exact: false })).toHaveTextContent('Ends in 2s');
    act(() => {
      jest.advanceTimersByTime(2500);
    });
    expect(within(poll).getByText(POLL_CLOSED)).toBeInTheDocument();
    expect(within(poll).queryByRole('button')).toBeNull();
    expect(within(poll).getByText('75%')).toBeInTheDocument();
    expect(within(poll).getByText('25%')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
