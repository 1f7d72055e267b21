import { login, makeApp, type TestApp } from './helpers/app';
import { caller, createPost } from './helpers/feeds';

describe('comments, likes and bookmarks on posts', () => {
  let t: TestApp;
  let fan: string;
  let creator: string;
  let otherFan: string;
  let call: ReturnType<typeof caller>;
  let postId: string;
  beforeAll(async () => {
    t = await makeApp();
    call = caller(t.app);
    [fan, creator] = await Promise.all([login(t.app, 'demo-fan'), login(t.app, 'demo-creator')]);
    otherFan = await login(t.app, 'incomplete-fan@example.com');
    // subscriber-only photo post of demo-creator: demo-fan subscribes, incomplete-fan does not
    postId = (await createPost(t.app, creator, { type: 'photo', text: 'For subscribers' }))._id;
  });
  afterAll(() => t.close());

  const feed = async (token: string | null = fan) =>
    (await call('GET', `/user/feeds/${postId}`, token)).json().data;
  const comments = async (objectType: string, objectId: string, token: string | null = fan) =>
    (await call('GET', `/comments?objectType=${objectType}&objectId=${objectId}`, token)).json().data;
  const comment = (token: string | null, objectType: string, objectId: string, content: string) =>
    call('POST', '/comments', token, { objectType, objectId, content });

  test('comment, reply, like: counters and per-viewer flags', async () => {
    const res = await comment(fan, 'feed', postId, '  Love it!  ');
    expect(res.statusCode).toBe(200);
    const c = res.json().data;
    expect(c).toMatchObject({
      objectType: 'feed',
      objectId: postId,
      content: 'Love it!',
      isAuth: true,
      isLiked: false,
      totalReply: 0,
      totalLike: 0,
      creator: { username: 'demo-fan', isPerformer: false },
      recipientId: (await t.app.repos.users.findByLogin('demo-creator'))!.id,
    });
    expect((await feed()).totalComment).toBe(1);

    const reply = await comment(creator, 'comment', c._id, 'Thank you');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({
      objectType: 'comment',
      objectId: c._id,
      creator: { isPerformer: true },
    });
    expect((await comments('feed', postId)).data[0].totalReply).toBe(1);
    expect((await comments('comment', c._id)).data.map((r: { content: string }) => r.content)).toEqual([
      'Thank you',
    ]);
    expect((await comment(fan, 'comment', reply.json().data._id, 'nested')).statusCode).toBe(422);

    const like = { objectType: 'comment', objectId: c._id, action: 'like' };
    expect((await call('POST', '/reactions', creator, like)).statusCode).toBe(200);
    await call('POST', '/reactions', creator, like);
    expect((await comments('feed', postId, creator)).data[0]).toMatchObject({
      totalLike: 1,
      isLiked: true,
      isAuth: false,
    });
    expect((await comments('feed', postId, fan)).data[0]).toMatchObject({
      totalLike: 1,
      isLiked: false,
      isAuth: true,
    });
    await call('DELETE', '/reactions', creator, like);
    expect((await comments('feed', postId, null)).data[0]).toMatchObject({
      totalLike: 0,
      isLiked: false,
      isAuth: false,
    });
  });

  test('newest first with total; content rules; visitors cannot comment', async () => {
    await comment(fan, 'feed', postId, 'second');
    const list = await comments('feed', postId);
    expect(list.total).toBe(2);
    expect(list.data[0].content).toBe('second');
    for (const content of ['   ', 'x'.repeat(501)])
      expect((await comment(fan, 'feed', postId, content)).statusCode).toBe(422);
    expect((await comment(null, 'feed', postId, 'hi')).statusCode).toBe(401);
    expect((await comment(fan, 'feed', '0123456789abcdef01234567', 'hi')).statusCode).toBe(404);
  });

  test('commenting on an item the viewer cannot see is refused', async () => {
    const res = await comment(otherFan, 'feed', postId, 'let me in');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You do not have access to comment on this item');
    const text = await createPost(t.app, creator, { type: 'text', text: 'Open to all' });
    expect((await comment(otherFan, 'feed', text._id, 'hello')).statusCode).toBe(200);
  });

  test('edit own only; delete own, or any comment on own content; counters follow', async () => {
    const mine = (await comment(fan, 'feed', postId, 'typo')).json().data;
    expect((await call('PUT', `/comments/${mine._id}`, creator, { content: 'hacked' })).statusCode).toBe(403);
    const edited = await call('PUT', `/comments/${mine._id}`, fan, { content: 'fixed' });
    expect(edited.json().data.content).toBe('fixed');
    const before = (await feed()).totalComment;

    const other = await login(t.app, 'creator-01');
    expect((await call('DELETE', `/comments/${mine._id}`, other)).statusCode).toBe(403);
    expect((await call('DELETE', `/comments/${mine._id}`, fan)).json().data).toEqual({ success: true });
    expect((await feed()).totalComment).toBe(before - 1);

    const another = (await comment(fan, 'feed', postId, 'moderate me')).json().data;
    await comment(creator, 'comment', another._id, 'reply');
    expect((await call('DELETE', `/comments/${another._id}`, creator)).statusCode).toBe(200);
    expect(await t.app.repos.comments.findById(another._id)).toBeUndefined();
    expect((await call('GET', `/comments?objectType=comment&objectId=${another._id}`, fan)).statusCode).toBe(
      404,
    );
    expect(
      (
        (await t.app.db
          .prepare('SELECT COUNT(*) AS n FROM comments WHERE objectId = ?')
          .get(another._id)) as {
          n: number;
        }
      ).n,
    ).toBe(0);
    expect((await feed()).totalComment).toBe(before - 1);
  });

  test('likes on posts: counted once, shown per viewer, removed on unlike', async () => {
    const body = { objectType: 'feed', objectId: postId, action: 'like' };
    await call('POST', '/reactions', fan, body);
    await call('POST', '/reactions', fan, body);
    await call('POST', '/reactions', creator, body);
    // A locked post takes no like from a non-subscriber (issue 13 item 4).
    expect((await call('POST', '/reactions', otherFan, body)).statusCode).toBe(403);
    expect(await feed()).toMatchObject({ totalLike: 2, isLiked: true });
    await call('DELETE', '/reactions', fan, body);
    await call('DELETE', '/reactions', fan, body);
    expect(await feed()).toMatchObject({ totalLike: 1, isLiked: false });
    expect((await feed(creator)).isLiked).toBe(true);
  });

  test('bookmarks list returns the post as the viewer sees it (locked for a non-subscriber)', async () => {
    const body = { objectType: 'feed', objectId: postId, action: 'bookmark' };
    for (const token of [fan, otherFan])
      expect((await call('POST', '/reactions', token, body)).statusCode).toBe(200);
    const mine = (await call('GET', '/reactions/feeds/bookmark', fan)).json().data;
    expect(mine.total).toBe(1);
    expect(mine.data[0]).toMatchObject({
      objectType: 'feed',
      objectId: postId,
      action: 'bookmark',
      objectInfo: { _id: postId, isBookMarked: true },
    });
    expect(mine.data[0].objectInfo.files[0].url).toMatch(/\?exp=/);
    const theirs = (await call('GET', '/reactions/feeds/bookmark', otherFan)).json().data;
    expect(theirs.data[0].objectInfo.files[0].url).toBeNull();
    expect(JSON.stringify(theirs)).not.toMatch(/\/files\/feed-photo\//);
    await call('DELETE', '/reactions', fan, body);
    expect((await call('GET', '/reactions/feeds/bookmark', fan)).json().data).toEqual({ data: [], total: 0 });
  });

  test('deleting a post removes its comments and reactions', async () => {
    const post = await createPost(t.app, creator, { type: 'text', text: 'Short-lived' });
    const c = (await comment(fan, 'feed', post._id, 'bye')).json().data;
    await call('POST', '/reactions', fan, { objectType: 'feed', objectId: post._id, action: 'bookmark' });
    await call('POST', '/reactions', fan, { objectType: 'comment', objectId: c._id, action: 'like' });
    expect((await call('DELETE', `/performer/feeds/${post._id}`, creator)).statusCode).toBe(200);
    expect(await t.app.repos.comments.findById(c._id)).toBeUndefined();
    const left = (await t.app.db
      .prepare('SELECT COUNT(*) AS n FROM reactions WHERE objectId IN (?, ?)')
      .get(post._id, c._id)) as { n: number };
    expect(left.n).toBe(0);
    expect((await call('GET', `/comments?objectType=feed&objectId=${post._id}`, fan)).statusCode).toBe(404);
  });
});
