// The post card's lazy parts (features/feed/components/card-parts.tsx, issue 22): which parts a post needs, and a
// part that is rendered before its code is there keeps its place at its own size, then shows.
import { screen } from '@testing-library/react';
import { FeedCard } from '@/features/feed/components/feed-card';
import { cardParts } from '@/features/feed/components/card-parts';
import { frameRatio } from '@/features/feed/components/media-frame';
import { emptyFeedQuery } from '@/features/feed/feed-query';
import { feedListLoaded } from '@/features/feed/feed-slice';
import { toFeed } from '@/features/feed/types';
import { makeStore } from '@/app-store/store';
import {
  audioPost,
  lockedSubscriberPost,
  photoPost,
  ppvPost,
  scheduledPost,
  textPost,
  videoPost,
} from '../fixtures/feeds';
import { useMswServer } from '../msw/server';
import { makeUser, signedIn } from './render';
import { renderPlain } from './plain-render';

jest.mock('next/router', () => require('./router-mock'));

useMswServer();

const fan = { kind: 'fan' as const, userId: 'f'.repeat(24) };
const visitor = { kind: 'visitor' as const, userId: '' };

test('a post needs the parts it shows, for this viewer', () => {
  expect(cardParts(toFeed(textPost()), fan)).toEqual([]);
  expect(cardParts(toFeed(audioPost()), fan)).toEqual([]);
  expect(cardParts(toFeed(photoPost()), fan)).toEqual(['media', 'poll']);
  expect(cardParts(toFeed(photoPost()), visitor)).toEqual(['locked', 'poll']);
  expect(cardParts(toFeed(videoPost()), fan)).toEqual(['media']);
  expect(cardParts(toFeed(lockedSubscriberPost()), fan)).toEqual(['locked']);
  expect(cardParts(toFeed(ppvPost()), fan)).toEqual(['locked']);
  expect(cardParts(toFeed(scheduledPost('2099-01-01T00:00:00Z')), fan)).toEqual(['live']);
});

test('a part rendered before its code arrived keeps its place, at its size, then shows', async () => {
  const store = makeStore(signedIn(makeUser({ _id: fan.userId })));
  const feed = toFeed(photoPost());
  store.dispatch(feedListLoaded({ list: 'home', query: emptyFeedQuery, items: [feed], total: 1, append: false }));
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
