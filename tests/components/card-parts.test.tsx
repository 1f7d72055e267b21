// The post card's lazy parts (features/feed/components/card-parts.tsx, issue 22): a part rendered before its code
// is there keeps its place at its own size, then shows.
import { screen } from '@testing-library/react';
import { FeedCard } from '@/features/feed/components/feed-card';
import { frameRatio } from '@/features/feed/components/media-frame';
import { emptyFeedQuery } from '@/features/feed/feed-query';
import { feedListLoaded } from '@/features/feed/feed-slice';
import { toFeed } from '@/features/feed/types';
import { makeStore } from '@/app-store/store';
import { photoPost } from '../fixtures/feeds';
import { useMswServer } from '../msw/server';
import { makeUser, signedIn } from './render';
import { renderPlain } from './plain-render';

jest.mock('next/router', () => require('./router-mock'));

useMswServer();

const fan = { kind: 'fan' as const, userId: 'f'.repeat(24) };

test('a part rendered before its code arrived keeps its place, at its size, then shows', async () => {
  const store = makeStore(signedIn(makeUser({ _id: fan.userId })));
  const feed = toFeed(photoPost());
  store.dispatch(
    feedListLoaded({ list: 'home', query: emptyFeedQuery, items: [feed], total: 1, append: false }),
  );
  const { container } = renderPlain(<FeedCard id={feed._id} />, undefined, store);
  // the slider's frame, with the proportions of the first photo, and the poll's frame with its question
  const frame = container.querySelector<HTMLElement>('[aria-busy="true"][style*="aspect-ratio"]');
  expect(frame?.style.aspectRatio).toBe(String(frameRatio(feed.files)));
  expect(screen.queryByRole('region', { name: 'Photos' })).toBeNull();
  expect(screen.getByText('Where next?').closest('[aria-busy="true"]')).not.toBeNull();

  expect(await screen.findByRole('region', { name: 'Photos' })).toHaveStyle({
    aspectRatio: String(frameRatio(feed.files)),
  });
  expect(await screen.findByRole('group', { name: 'Where next?' })).toBeInTheDocument();
  expect(container.querySelector('[aria-busy="true"]')).toBeNull();
});
