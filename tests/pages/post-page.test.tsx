import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PostPage from '@/pages/post/[id]';
import { makeStore } from '@/app-store/store';
import { feedState, useFeedApi } from '../msw/feed-handlers';
import { lockedSubscriberPost, photoPost } from '../fixtures/feeds';
import { makeUser, signedIn } from '../components/render';
import { renderPlain } from '../components/plain-render';

// Head's children rendered in place, so the page title can be read.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: React.ReactNode }) => <>{children}</>,
}));

jest.mock('next/router', () => require('../components/router-mock'));
jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/post/x'),
}));

useFeedApi();

const fan = makeUser({ _id: 'f'.repeat(24) });

async function open(id: string, res?: { statusCode: number }) {
  const store = makeStore(signedIn(fan));
  const props = await PostPage.getInitialProps!({
    query: { id },
    store,
    res,
    pathname: '/post/[id]',
    AppTree: () => null,
  } as never);
  const utils = renderPlain(<PostPage {...props} />, undefined, store);
  return { ...utils, store };
}

test('flags: open to anyone, plain', () => {
  expect({ ...PostPage }).toMatchObject({ authenticate: true, noredirect: true, plain: true });
});

test('server-renders the post by id or slug with the same card and comments open', async () => {
  feedState.feeds.push({ ...photoPost(), slug: 'three-photos' });
  feedState.comments.push({
    _id: 'cm1'.padEnd(24, '0'),
    objectId: 'photo'.padEnd(24, '0'),
    objectType: 'feed',
    content: 'Lovely!',
    creator: { _id: 'u9', name: 'Other Fan', username: 'other-fan' },
    totalReply: 0,
    totalLike: 0,
    createdAt: '2026-11-21T10:00:00.000Z',
  });
  await open('three-photos');
  expect(screen.getByRole('heading', { level: 1, name: /Post/ })).toBeInTheDocument();
  const card = screen.getByRole('article', { name: 'Demo Creator' });
  // the media slider is one of the card's lazy parts (card-parts.tsx): it replaces its placeholder once loaded
  expect(await within(card).findByRole('region', { name: 'Photos' })).toBeInTheDocument();
  expect(within(card).getAllByRole('img', { name: /^Photo/ })[0]).toHaveAttribute('loading', 'eager');
  const comments = await within(card).findByRole('list', { name: 'Comments' });
  expect(within(comments).getByText('Lovely!')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: /^Comments/ })).toHaveAttribute('aria-expanded', 'true');
});

test('a missing post answers 404 with the API message', async () => {
  const res = { statusCode: 200 };
  await open('nope', res);
  expect(res.statusCode).toBe(404);
  expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
  expect(screen.getByText('Post not found')).toBeInTheDocument();
  // the tab title says so too (next/head renders its children in place here)
  expect(document.querySelector('title')?.textContent).toBe('Post not found');
});

test('a locked post shows the locked panel, not the media', async () => {
  feedState.feeds.push(lockedSubscriberPost());
  const { container } = await open('locked'.padEnd(24, '0'));
  // the locked panel is one of the card's lazy parts (card-parts.tsx)
  expect(await screen.findByRole('button', { name: 'Subscribe to unlock' })).toBeInTheDocument();
  expect(container.innerHTML).not.toMatch(/\/files\/feed-photo\//);
});

test('comment and reply thread: write, reply, delete own reply', async () => {
  feedState.feeds.push(photoPost());
  await open('photo'.padEnd(24, '0'));
  const card = screen.getByRole('article', { name: 'Demo Creator' });
  await within(card).findByText('No comments yet');
  await userEvent.type(within(card).getByRole('textbox', { name: 'Write a comment' }), 'Great set');
  await userEvent.click(within(card).getByRole('button', { name: 'Send' }));
  const comment = await within(card).findByRole('listitem', { name: 'Comment by Demo Fan' });
  expect(within(comment).getByText('Great set')).toBeInTheDocument();
  expect(within(card).getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
  expect(within(card).getByRole('button', { name: /^Comments/ })).toHaveTextContent('3');

  await userEvent.click(within(comment).getByRole('button', { name: 'Reply' }));
  await userEvent.type(within(comment).getByRole('textbox', { name: 'Reply to Demo Fan' }), 'Thanks!');
  await userEvent.click(within(comment).getByRole('button', { name: 'Send' }));
  const replies = await within(comment).findByRole('list', { name: 'Replies to Demo Fan' });
  const reply = within(replies).getByRole('listitem', { name: 'Comment by Demo Fan' });
  expect(within(reply).getByText('Thanks!')).toBeInTheDocument();
  // one level deep: a reply has no thread of its own (its "Reply" answers in this thread)
  expect(within(reply).queryByRole('button', { name: /^View/ })).toBeNull();
  expect(within(reply).queryByRole('list')).toBeNull();
  expect(within(comment).getByRole('button', { name: 'Hide replies' })).toBeInTheDocument();

  await userEvent.click(within(reply).getByRole('button', { name: 'Delete' }));
  await userEvent.click(within(reply).getByRole('button', { name: 'Yes, delete' }));
  await waitFor(() => expect(within(comment).queryByText('Thanks!')).toBeNull());
  expect(feedState.comments.map((c) => c.content)).toEqual(['Great set']);
});
