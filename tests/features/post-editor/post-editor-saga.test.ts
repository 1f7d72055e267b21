import Cookies from 'js-cookie';
import { server, useMswServer } from '../../msw/server';
import { tokenFor } from '../../msw/handlers';
import { makePost, postEditorHandlers, postState, resetPostState } from '../../msw/post-editor-handlers';
import { startSaga } from '../saga-store';
import { postEditorSaga } from '@/features/post-editor/post-editor-saga';
import {
  myPostsRequested,
  postDeleteRequested,
  postSaveRequested,
  type PostEditorState,
} from '@/features/post-editor/post-editor-slice';
import { parseMyPostsQuery, toApiQuery } from '@/features/post-editor/my-post-query';
import { buildPostPayload, initialFormValues } from '@/features/post-editor/types';

jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/creator/my-post'),
}));

useMswServer();

beforeEach(() => {
  resetPostState();
  server.use(...postEditorHandlers);
  Cookies.set('token', tokenFor('demo-creator'), { path: '/' });
});

const postEditor = (s: unknown) => (s as { postEditor: PostEditorState }).postEditor;

describe('my-post list', () => {
  test('URL filters become the API query and the page lands in the slice', async () => {
    postState.posts = [
      makePost({ type: 'photo', text: 'Beach day' }),
      makePost({ type: 'text', text: 'Beach thoughts' }),
      makePost({ type: 'photo', text: 'Mountains' }),
    ];
    const view = parseMyPostsQuery({
      type: 'photo',
      q: 'beach',
      fromDate: '2026-11-01',
      toDate: 'bad',
      current: '1',
    });
    const query = toApiQuery(view);
    expect(query).toMatchObject({
      type: 'photo',
      q: 'beach',
      offset: 0,
      limit: 10,
      sortBy: 'createdAt',
      sort: 'desc',
    });
    expect(query.fromDate).toBe(new Date(2026, 10, 1).toISOString());
    expect(query).not.toHaveProperty('toDate');

    const { store, waitFor } = startSaga(postEditorSaga);
    store.dispatch(myPostsRequested(query));
    await waitFor('postEditor/myPostsLoaded');

    const sent = postState.listQueries[0];
    expect(sent).toMatchObject({
      type: 'photo',
      q: 'beach',
      offset: '0',
      limit: '10',
      fromDate: query.fromDate,
    });
    const list = postEditor(store.getState()).list;
    expect(list.status).toBe('succeeded');
    expect(list.items.map((p) => p.text)).toEqual(['Beach day']);
    expect(list.total).toBe(1);
  });

  test('a failed load keeps the error for the page', async () => {
    Cookies.set('token', tokenFor('demo-fan'), { path: '/' });
    const { store, waitFor } = startSaga(postEditorSaga);
    store.dispatch(myPostsRequested({ offset: 0, limit: 10, sortBy: 'createdAt', sort: 'desc' }));
    await waitFor('postEditor/myPostsFailed');
    expect(postEditor(store.getState()).list).toMatchObject({
      status: 'failed',
      error: { statusCode: 403, message: 'Forbidden' },
    });
  });

  test('delete removes the post and reloads the same view', async () => {
    postState.posts = [makePost({ text: 'one' }), makePost({ text: 'two' })];
    const doomed = String(postState.posts[0]._id);
    const { store, waitFor, actions } = startSaga(postEditorSaga);
    store.dispatch(myPostsRequested({ offset: 0, limit: 10, sortBy: 'createdAt', sort: 'desc' }));
    await waitFor('postEditor/myPostsLoaded');

    store.dispatch(postDeleteRequested({ id: doomed }));
    await waitFor('postEditor/postDeleted');
    expect(postState.deleted).toEqual([doomed]);
    // the reload after the delete
    await new Promise((r) => setTimeout(r, 50));
    expect(actions.filter((a) => a.type === 'postEditor/myPostsRequested')).toHaveLength(2);
    expect(postState.listQueries).toHaveLength(2);
    expect(postEditor(store.getState()).list.items.map((p) => p.text)).toEqual(['two']);
    expect(postEditor(store.getState()).deletion).toMatchObject({
      status: 'succeeded',
      pendingIds: [],
      seq: 1,
    });
  });

  test('deleting the last row of a later page steps back one page', async () => {
    postState.posts = Array.from({ length: 11 }, (_, i) => makePost({ text: `post ${i}` }));
    const { store, waitFor } = startSaga(postEditorSaga);
    store.dispatch(myPostsRequested({ offset: 10, limit: 10, sortBy: 'createdAt', sort: 'desc' }));
    await waitFor('postEditor/myPostsLoaded');
    store.dispatch(postDeleteRequested({ id: String(postState.posts[10]._id) }));
    await waitFor('postEditor/postDeleted');
    await new Promise((r) => setTimeout(r, 50));
    expect(postState.listQueries.at(-1)).toMatchObject({ offset: '0' });
  });

  test('a failed delete is reported and the row stays', async () => {
    postState.posts = [makePost({ text: 'keep' })];
    const { store, waitFor } = startSaga(postEditorSaga);
    store.dispatch(myPostsRequested({ offset: 0, limit: 10, sortBy: 'createdAt', sort: 'desc' }));
    await waitFor('postEditor/myPostsLoaded');
    store.dispatch(postDeleteRequested({ id: 'missing' }));
    await waitFor('postEditor/postDeleteFailed');
    expect(postEditor(store.getState()).deletion).toMatchObject({
      status: 'failed',
      error: { message: 'Post not found' },
    });
    expect(postEditor(store.getState()).list.items).toHaveLength(1);
  });
});

describe('saving a post', () => {
  const values = { ...initialFormValues(), text: 'Vote please' };
  const payload = buildPostPayload('text', values, { fileIds: [] }, 'create');
  const poll = { description: 'Which one?', options: ['Red', 'Blue'], expiredAt: '2026-11-29T23:59:59.999Z' };

  test('creates each poll option first and sends their ids in pollIds', async () => {
    const { store, waitFor } = startSaga(postEditorSaga);
    store.dispatch(postSaveRequested({ payload, poll }));
    await waitFor('postEditor/postSaved');
    expect(postState.polls.map((p) => p.description)).toEqual(['Red', 'Blue']);
    expect(postState.created).toHaveLength(1);
    expect(postState.created[0]).toMatchObject({
      type: 'text',
      text: 'Vote please',
      pollIds: postState.polls.map((p) => p._id),
      pollDescription: 'Which one?',
      pollExpiredAt: '2026-11-29T23:59:59.999Z',
    });
    expect(postEditor(store.getState()).save).toMatchObject({
      status: 'succeeded',
      savedId: postState.posts[0]._id,
    });
  });

  test('a retried submit after an API error reuses the poll options already created', async () => {
    postState.createError = { status: 422, message: 'Text is too long' };
    const { store, waitFor } = startSaga(postEditorSaga);
    store.dispatch(postSaveRequested({ payload, poll }));
    await waitFor('postEditor/postSaveFailed');
    expect(postEditor(store.getState()).save).toMatchObject({
      status: 'failed',
      error: { statusCode: 422, message: 'Text is too long' },
    });

    postState.createError = null;
    store.dispatch(postSaveRequested({ payload, poll }));
    await waitFor('postEditor/postSaved');
    expect(postState.polls).toHaveLength(2);
    expect(postState.created[1].pollIds).toEqual(postState.created[0].pollIds);
  });

  test('editing sends PUT without touching polls', async () => {
    postState.posts = [makePost({ text: 'old' })];
    const id = String(postState.posts[0]._id);
    const edit = buildPostPayload('text', { ...values, status: 'inactive' }, { fileIds: [] }, 'edit');
    const { store, waitFor } = startSaga(postEditorSaga);
    store.dispatch(postSaveRequested({ id, payload: edit, poll: null }));
    await waitFor('postEditor/postSaved');
    expect(postState.polls).toHaveLength(0);
    expect(postState.updated[0].id).toBe(id);
    expect(postState.updated[0].body).toMatchObject({ status: 'inactive', text: 'Vote please' });
    expect(postState.updated[0].body).not.toHaveProperty('pollIds');
  });
});
