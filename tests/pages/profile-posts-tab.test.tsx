import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreatorPosts, dayBound } from '@/features/feed/components/creator-posts';
import { feedState, useFeedApi } from '../msw/feed-handlers';
import { rawFeed, rawPerformer } from '../fixtures/feeds';
import { makeUser, signedIn } from '../components/render';
import { renderPlain } from '../components/plain-render';

jest.mock('next/router', () => require('../components/router-mock'));
jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/demo-creator'),
}));

useFeedApi();

test("lists the creator's posts and filters by keyword, dates and scheduled streaming", async () => {
  feedState.feeds.push(
    rawFeed({ text: 'Morning run' }),
    rawFeed({ type: 'scheduled-streaming', text: 'Live Friday', streamingScheduled: '2099-01-01T00:00:00Z' }),
    rawFeed({ text: 'Someone else', performer: rawPerformer({ username: 'other' }) }),
  );
  renderPlain(<CreatorPosts performerId={'c'.repeat(24)} username="demo-creator" />, signedIn(makeUser()));
  const list = await screen.findByRole('list', { name: 'Posts' });
  // cards of a list loaded in the browser arrive in transitions, right after the list
  expect(await within(list).findAllByRole('article')).toHaveLength(2);
  expect(feedState.searchedUsernames).toEqual(['demo-creator']);

  await userEvent.click(screen.getByRole('checkbox', { name: 'Scheduled streaming' }));
  await waitFor(() =>
    expect(within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('article')).toHaveLength(1),
  );
  expect(feedState.listQueries.at(-1)).toMatchObject({ type: 'scheduled-streaming' });

  await userEvent.click(screen.getByRole('checkbox', { name: 'Scheduled streaming' }));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'zzz{Enter}');
  expect(await screen.findByText('No posts match these filters')).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
  await waitFor(() =>
    expect(feedState.listQueries.at(-1)).toMatchObject({ fromDate: '2026-11-01T00:00:00.000Z', q: 'zzz' }),
  );
  expect(dayBound('2026-11-30', true)).toBe('2026-11-30T23:59:59.999Z');
  expect(dayBound('bad', false)).toBe('');
});

test('an empty creator says so', async () => {
  renderPlain(<CreatorPosts performerId={'c'.repeat(24)} username="demo-creator" />);
  expect(await screen.findByText('No posts yet')).toBeInTheDocument();
});
