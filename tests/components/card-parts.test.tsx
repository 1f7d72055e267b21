// The post card's lazy parts (features/feed/components/card-parts.tsx, issue 22): a part rendered before its code
// is there keeps its place at its own size, then shows.
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { FlashNotifyProvider } from '@/components/notify';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
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

describe('a card the browser renders loads its parts when it comes near the viewport', () => {
  const observed: { target: Element; fire: () => void; rootMargin?: string }[] = [];
  beforeEach(() => {
    observed.length = 0;
    class FakeObserver {
      constructor(
        private readonly callback: IntersectionObserverCallback,
        private readonly options?: IntersectionObserverInit,
      ) {}
      observe(target: Element) {
        observed.push({
          target,
          rootMargin: this.options?.rootMargin,
          fire: () =>
            this.callback(
              [{ isIntersecting: true, target } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            ),
        });
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    }
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  const renderCard = () => {
    const store = makeStore(signedIn(makeUser({ _id: fan.userId })));
    const feed = toFeed(photoPost());
    store.dispatch(
      feedListLoaded({ list: 'home', query: emptyFeedQuery, items: [feed], total: 1, append: false }),
    );
    return renderPlain(<FeedCard id={feed._id} />, undefined, store);
  };

  test('far from the viewport its parts wait in their frames; near it they load', async () => {
    renderCard();
    // the slider's and the poll's frames, each observed
    expect(observed.map((o) => o.target.getAttribute('aria-busy'))).toEqual(['true', 'true']);
    expect(observed[0].rootMargin).toBe('600px 0px');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Photos' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Where next?' })).toBeNull();

    act(() => observed[0].fire());
    expect(await screen.findByRole('region', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Where next?' })).toBeNull();
    act(() => observed[1].fire());
    expect(await screen.findByRole('group', { name: 'Where next?' })).toBeInTheDocument();
  });

  test('a card in the server’s HTML shows its parts as it hydrates, without waiting for the viewport', async () => {
    const store = makeStore(signedIn(makeUser({ _id: fan.userId })));
    const feed = toFeed(photoPost());
    store.dispatch(
      feedListLoaded({ list: 'home', query: emptyFeedQuery, items: [feed], total: 1, append: false }),
    );
    const ui = (
      <Provider store={store}>
        <FlashNotifyProvider>
          <FeedCard id={feed._id} />
        </FlashNotifyProvider>
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, ui);
    });
    expect(await within(container).findByRole('region', { name: 'Photos' })).toBeInTheDocument();
    expect(await within(container).findByRole('group', { name: 'Where next?' })).toBeInTheDocument();
    expect(observed).toHaveLength(0);
    container.remove();
  });
});
