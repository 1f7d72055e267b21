// The feed list server-renders only the first cards of the fetched page; the rest follow after hydration.
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { act, render, screen, waitFor } from '@testing-library/react';
import { FlashNotifyProvider } from '@/components/notify';
import { FeedList } from '@/features/feed/components/feed-list';
import { feedListLoaded } from '@/features/feed/feed-slice';
import { toFeed } from '@/features/feed/types';
import { makeStore } from '@/app-store/store';
import { rawFeed } from '../../fixtures/feeds';

jest.mock('next/router', () => require('../../components/router-mock'));

function storeWithPosts(count: number) {
  const store = makeStore();
  const items = Array.from({ length: count }, (_, i) =>
    toFeed(
      rawFeed({ _id: String(i).padStart(24, '0'), text: `Post number ${i + 1}`, type: 'text', files: [] }),
    ),
  );
  store.dispatch(
    feedListLoaded({
      list: 'home',
      query: { q: '', type: '' },
      items,
      total: count,
      append: false,
    } as Parameters<typeof feedListLoaded>[0]),
  );
  return store;
}

const ui = (store: ReturnType<typeof makeStore>) => (
  <Provider store={store}>
    <FlashNotifyProvider>
      <FeedList list="home" emptyText="Nothing yet" label="Posts" />
    </FlashNotifyProvider>
  </Provider>
);

test('the server HTML holds the first 2 of 12 posts; after hydration all 12 are listed', async () => {
  const store = storeWithPosts(12);
  const html = renderToString(ui(store));
  expect(html.match(/<article/g)).toHaveLength(2);
  expect(html).toContain('Post number 2');
  expect(html).not.toContain('Post number 3');

  await act(async () => {
    render(ui(store));
  });
  // the rest arrives in small batches after mount: wait for all of them, not just the first
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12), { timeout: 5000 });
  expect(screen.getByText('Post number 12')).toBeInTheDocument();
});
