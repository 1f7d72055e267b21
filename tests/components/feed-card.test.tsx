import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedCard } from '@/features/feed/components/feed-card';
import { emptyFeedQuery } from '@/features/feed/feed-query';
import { feedListLoaded } from '@/features/feed/feed-slice';
import { itemUnlocked } from '@/features/wallet/purchase-dialogs-slice';
import { toFeed } from '@/features/feed/types';
import { makeStore } from '@/app-store/store';
import {
  audioPost,
  CREATOR_ID,
  lockedSubscriberPost,
  OTHER_CREATOR_ID,
  photoPost,
  ppvPost,
  rawFeed,
  scheduledPost,
  textPost,
  videoPost,
} from '../fixtures/feeds';
import { server, useMswServer } from '../msw/server';
import { feedHandlers, resetFeedState } from '../msw/feed-handlers';
import { performerHandlers } from '../msw/performer-handlers';
import { makeUser, signedIn } from './render';
import { renderPlain } from './plain-render';

jest.mock('next/router', () => require('./router-mock'));
jest.mock('@/lib/navigation', () => ({ assignLocation: jest.fn(), currentPathname: jest.fn(() => '/home') }));

useMswServer();
beforeEach(() => {
  resetFeedState();
  server.use(...feedHandlers, ...performerHandlers);
});

const fan = makeUser({ _id: 'f'.repeat(24) });
const otherCreator = makeUser({ _id: OTHER_CREATOR_ID, username: 'creator-01', isPerformer: true });
const owner = makeUser({ _id: CREATOR_ID, username: 'demo-creator', isPerformer: true });

function renderCard(
  raw: Record<string, unknown>,
  viewer: ReturnType<typeof makeUser> | null = fan,
  props = {},
) {
  const store = makeStore(viewer ? signedIn(viewer) : undefined);
  const feed = toFeed(raw);
  store.dispatch(
    feedListLoaded({ list: 'home', query: emptyFeedQuery, items: [feed], total: 1, append: false }),
  );
  const dispatch = jest.spyOn(store, 'dispatch');
  const utils = renderPlain(<FeedCard id={feed._id} {...props} />, undefined, store);
  return { ...utils, store, dispatch, feed };
}

// A card's lazy parts (card-parts.tsx) load with the first card that shows them: render one card with each part
// first, so the tests below see the parts at once, as on a page that has them. tests/components/card-parts.test.tsx
// covers a part still loading.
beforeAll(async () => {
  const store = makeStore(signedIn(fan));
  const feeds = [photoPost(), lockedSubscriberPost(), scheduledPost('2099-01-01T00:00:00Z')].map(toFeed);
  store.dispatch(
    feedListLoaded({ list: 'home', query: emptyFeedQuery, items: feeds, total: 3, append: false }),
  );
  const { unmount } = renderPlain(
    <>
      {feeds.map((feed) => (
        <FeedCard key={feed._id} id={feed._id} />
      ))}
    </>,
    undefined,
    store,
  );
  await screen.findByRole('region', { name: 'Photos' });
  await screen.findByRole('group', { name: 'Where next?' });
  await screen.findByRole('group', { name: 'Locked content' });
  await screen.findByText(/The model will stream in/);
  unmount();
});

const types = (dispatch: jest.SpyInstance) => dispatch.mock.calls.map(([a]) => (a as { type: string }).type);

test('text post: header, text with safe links, HTML shown as text, actions', () => {
  const { container } = renderCard(textPost());
  const card = screen.getByRole('article', { name: 'Demo Creator' });
  expect(within(card).getByRole('heading', { level: 2, name: 'Demo Creator' })).toBeInTheDocument();
  expect(within(card).getByText('Verified')).toBeInTheDocument();
  expect(within(card).getByText('Featured creator')).toBeInTheDocument();
  expect(within(card).getByText('Online')).toBeInTheDocument();
  const link = within(card).getByRole('link', { name: 'https://example.com/news' });
  expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  expect(container.querySelector('article b')).toBeNull();
  expect(within(card).getByText(/<b>bold<\/b>/)).toBeInTheDocument();
  const actions = within(screen.getByRole('group', { name: 'Post actions' }));
  expect(actions.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'false');
  expect(actions.getByRole('button', { name: /^Comments/ })).toHaveTextContent('2');
  expect(actions.getByRole('button', { name: 'Tip' })).toBeEnabled();
  expect(actions.getByRole('button', { name: 'Bookmark' })).toBeInTheDocument();
  expect(actions.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  expect(actions.getByRole('button', { name: 'Report' })).toBeInTheDocument();
});

test('photo post: a sized slider (first picture eager, others lazy) moved by buttons and keys, and the poll', async () => {
  renderCard(photoPost(), fan, { priority: true });
  const slider = screen.getByRole('region', { name: 'Photos' });
  const images = within(slider).getAllByRole('img');
  expect(images).toHaveLength(3);
  expect(images[0]).toHaveAttribute('width', '1200');
  expect(images[0]).toHaveAttribute('height', '800');
  expect(images[0]).toHaveAttribute('loading', 'eager');
  expect(images[1]).toHaveAttribute('loading', 'lazy');
  expect(within(slider).getByText('1 / 3')).toBeInTheDocument();
  expect(within(slider).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await userEvent.click(within(slider).getByRole('button', { name: 'Next' }));
  expect(within(slider).getByText('2 / 3')).toBeInTheDocument();
  // the scrolling track is the focusable part; arrow keys move it
  (slider.querySelector('[tabindex="0"]') as HTMLElement).focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(within(slider).getByText('3 / 3')).toBeInTheDocument();
  expect(within(slider).getByRole('button', { name: 'Next' })).toBeDisabled();
  const poll = screen.getByRole('group', { name: 'Where next?' });
  expect(within(poll).getByRole('button', { name: 'Beach' })).toBeInTheDocument();
  expect(within(poll).getByText('4 votes')).toBeInTheDocument();
});

test('video post: a player when finished, the status player while processing', async () => {
  const { container, unmount } = renderCard(videoPost());
  const video = container.querySelector('video');
  expect(video).toHaveAttribute('src', expect.stringContaining('/feed-video/clip.mp4'));
  expect(video).toHaveAttribute('preload', 'none');
  unmount();
  renderCard(videoPost({ status: 'processing', url: null }));
  // the status player is code-split: it arrives a moment after the card
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Video is on progressing, please wait or comeback later!',
  );
});

test('audio post: an audio player', () => {
  const { container } = renderCard(audioPost());
  expect(container.querySelector('audio')).toHaveAttribute(
    'src',
    expect.stringContaining('/feed-audio/voice.mp3'),
  );
});

test('scheduled live: countdown before, "Live has started" with the live link after', async () => {
  jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
  try {
    renderCard(scheduledPost('2026-11-22T10:00:05Z'));
    act(() => {
      jest.advanceTimersByTime(0);
    });
    expect(screen.getByText(/The model will stream in/)).toHaveTextContent('The model will stream in 5s');
    act(() => {
      jest.advanceTimersByTime(6000);
    });
    expect(screen.getByText(/Live has started at 22 Nov 2026, 10:00 UTC/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join live' })).toHaveAttribute(
      'href',
      '/streaming/demo-creator',
    );
  } finally {
    jest.useRealTimers();
  }
});

describe('locked panel', () => {
  test('fan without subscription: blurred preview, counts, "Subscribe to unlock" opens the modal; no media URL', async () => {
    const { container, dispatch } = renderCard(lockedSubscriberPost());
    const panel = screen.getByRole('group', { name: 'Locked content' });
    expect(within(panel).getByText('2 photos')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Photos' })).toBeNull();
    const urls = [...container.querySelectorAll('img, video, audio, a')].map(
      (el) => el.getAttribute('src') ?? el.getAttribute('href') ?? '',
    );
    expect(urls.filter((u) => /\/files\/feed-(photo|video)\//.test(u))).toEqual([]);
    expect(container.querySelector('img[src*="feed-preview/blur-1.jpg"]')).not.toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Subscribe to unlock' }));
    expect(types(dispatch)).toContain('feed/subscribeToUnlockRequested');
  });

  test('pay per view: "Pay $4.99" opens the wallet unlock dialog for this post; a bought post opens in place; teaser on demand', async () => {
    const { container, store, feed } = renderCard(ppvPost());
    const panel = screen.getByRole('group', { name: 'Locked content' });
    expect(within(panel).getByText('2:05')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Pay $4.99' }));
    expect(store.getState().purchaseDialogs.unlock.item).toEqual({
      kind: 'feed',
      id: feed._id,
      price: 4.99,
      title: 'this post',
    });
    // nothing opens before the purchase answers
    expect(screen.getByRole('group', { name: 'Locked content' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'View teaser' }));
    expect(container.querySelector('video')).toHaveAttribute(
      'src',
      expect.stringContaining('/feed-teaser/t.mp4'),
    );
    // the wallet's answer carries the post as the buyer sees it now
    act(() => {
      store.dispatch(itemUnlocked({ kind: 'feed', id: feed._id, item: { ...ppvPost(), isBought: true } }));
    });
    expect(store.getState().feed.entities[feed._id].isBought).toBe(true);
  });

  test('another creator sees the lock with a disabled button; the owner sees the media and the edit item', async () => {
    const { unmount } = renderCard(
      lockedSubscriberPost(),
      makeUser({ _id: 'x'.repeat(24), isPerformer: true }),
    );
    expect(screen.getByRole('button', { name: 'Subscribe to unlock' })).toBeDisabled();
    unmount();

    renderCard(photoPost(), otherCreator);
    expect(screen.getByRole('button', { name: 'Subscribe to unlock' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Tip' })).toBeDisabled();
  });

  test('owner: media, no tip or report, menu with edit', async () => {
    renderCard(rawFeed({ type: 'photo', isSubscribed: false, files: photoPost().files }), owner);
    expect(screen.getByRole('region', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tip' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit post' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/creator\/my-post\/edit\//),
    );
    expect(within(menu).getByRole('menuitem', { name: 'Open post' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/post\//),
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  test('visitor: a free post offers "Follow for free" to the profile; other buttons ask to log in', async () => {
    const { dispatch } = renderCard(rawFeed({ type: 'photo', isSale: true, price: 0, files: [] }), null);
    expect(screen.getByRole('link', { name: 'Follow for free' })).toHaveAttribute('href', '/demo-creator');
    await userEvent.click(screen.getByRole('button', { name: /^Like/ }));
    expect(await screen.findByText('Please log in or register!')).toBeInTheDocument();
    expect(types(dispatch)).not.toContain('reaction/reactionToggleRequested');
  });
});

test('comments open on demand below the card', async () => {
  renderCard(textPost());
  await userEvent.click(screen.getByRole('button', { name: /^Comments/ }));
  expect(await screen.findByRole('region', { name: 'Comments' })).toBeInTheDocument();
  expect(await screen.findByText('No comments yet')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Write a comment' })).toBeInTheDocument();
});
