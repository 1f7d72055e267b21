// Comment threads are one level deep: "Reply" on a reply answers in the same thread with an @mention.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommentThread } from '@/features/comment/components/comment-thread';
import { feedState, useFeedApi } from '../msw/feed-handlers';
import { makeUser, signedIn } from './render';
import { renderPlain } from './plain-render';

jest.mock('next/router', () => require('./router-mock'));
jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/post/x'),
}));

useFeedApi();

const POST_ID = 'post1'.padEnd(24, '0');
const TOP_ID = 'top1'.padEnd(24, '0');

function comment(
  id: string,
  objectType: string,
  objectId: string,
  author: string,
  content: string,
  extra = {},
) {
  return {
    _id: id,
    objectId,
    objectType,
    content,
    createdBy: `${author}-id`,
    creator: { _id: `${author}-id`, name: author, username: author, avatar: '', isPerformer: false },
    isAuth: false,
    isLiked: false,
    totalReply: 0,
    totalLike: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...extra,
  };
}

test('"Reply" on a reply opens the thread\'s box starting with an @mention, and the reply joins that thread', async () => {
  feedState.comments.push(
    comment(TOP_ID, 'feed', POST_ID, 'alice', 'First!', { totalReply: 1 }),
    comment('reply1'.padEnd(24, '0'), 'comment', TOP_ID, 'bob', 'Welcome alice'),
  );
  renderPlain(
    <CommentThread objectType="feed" objectId={POST_ID} label="Comments" canReply />,
    signedIn(makeUser({ _id: 'f'.repeat(24) })),
  );
  const top = await screen.findByRole('listitem', { name: 'Comment by alice' });
  await userEvent.click(within(top).getByRole('button', { name: 'View 1 reply' }));
  const replies = await within(top).findByRole('list', { name: 'Replies to alice' });
  const bob = within(replies).getByRole('listitem', { name: 'Comment by bob' });
  // a reply has no thread of its own: its "Reply" answers in alice's thread
  expect(within(bob).queryByRole('button', { name: /view/i })).toBeNull();
  await userEvent.click(within(bob).getByRole('button', { name: 'Reply' }));

  const box = within(top).getByRole('textbox', { name: 'Reply to alice' });
  expect(box).toHaveValue('@bob ');
  await userEvent.type(box, 'thanks');
  await userEvent.click(within(top).getByRole('button', { name: 'Send' }));

  expect(await within(replies).findByText('@bob thanks')).toBeInTheDocument();
  const sent = feedState.comments.at(-1);
  expect(sent).toMatchObject({ objectType: 'comment', objectId: TOP_ID, content: '@bob thanks' });
});
