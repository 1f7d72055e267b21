// Issue 13 items 2-4 and 22: one access decision per target kind, made with the real caller's context
// (account and country), for reading comments, liking, voting, editing and file status; one block wording.
import { login, makeApp, type TestApp } from './helpers/app';
import { caller, createPost, userId } from './helpers/feeds';

jest.setTimeout(30_000);

const DE_IP = '85.214.132.117';
const FR_IP = '2.2.2.2';
const BLOCKED = { statusCode: 403, message: 'You have been blocked by this creator', error: 'Forbidden' };

describe('access decisions with the caller context', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let fan: string;
  let creator: string;
  let outsider: string;
  let video: { id: string; fileId: string };
  let lockedPostId: string;
  let pollOptionId: string;

  beforeAll(async () => {
    t = await makeApp();
    call = caller(t.app);
    [fan, creator] = await Promise.all([login(t.app, 'demo-fan'), login(t.app, 'demo-creator')]);
    await call('POST', '/auth/users/register', null, {
      firstName: 'Out',
      lastName: 'Sider',
      username: 'outsider',
      email: 'outsider@example.com',
      password: 'secret-pass',
    });
    outsider = await login(t.app, 'outsider', 'secret-pass');
    video = (await t.app.db
      .prepare(
        "SELECT id, fileId FROM videos WHERE performerId = ? AND status = 'active' AND fileId IS NOT NULL LIMIT 1",
      )
      .get(await userId(t.app, 'demo-creator'))) as { id: string; fileId: string };
    const yes = (await call('POST', '/performer/feeds/polls', creator, { description: 'Yes' })).json().data;
    const no = (await call('POST', '/performer/feeds/polls', creator, { description: 'No' })).json().data;
    pollOptionId = yes._id;
    // A subscriber-only photo post with a poll: demo-fan subscribes to demo-creator, outsider does not.
    lockedPostId = (
      await createPost(t.app, creator, {
        type: 'photo',
        text: 'Subscribers vote',
        pollIds: [yes._id, no._id],
      })
    )._id;
  });
  afterAll(() => t.close());

  const from = (ip: string, token: string | null = null) => ({
    ...(token ? { authorization: token } : {}),
    'x-forwarded-for': ip,
  });
  const inject = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  describe('a country the creator blocks', () => {
    beforeAll(async () => {
      await call('POST', '/block/countries', creator, { countryCodes: ['DE'] });
    });
    afterAll(async () => {
      await call('POST', '/block/countries', creator, { countryCodes: [] });
    });

    test('file status through /files/{id}/status keeps the visitor country (no re-dispatch)', async () => {
      const url = `/files/${video.fileId}/status?target=video&targetId=${video.id}`;
      const blocked = await inject('GET', url, from(DE_IP));
      expect(blocked.statusCode).toBe(403);
      expect(blocked.body).not.toContain('/files/');
      expect((await inject('GET', url, from(FR_IP))).statusCode).toBe(200);
      const direct = await inject(
        'GET',
        `/performer-assets/videos/${video.id}/file/${video.fileId}/status`,
        from(DE_IP),
      );
      expect(direct.statusCode).toBe(403);
    });

    test.each(['video', 'feed'])(
      'comments of a %s are refused to visitors and fans from there',
      async (objectType) => {
        const objectId = objectType === 'video' ? video.id : lockedPostId;
        const url = `/comments?objectType=${objectType}&objectId=${objectId}`;
        expect((await inject('GET', url, from(DE_IP))).statusCode).toBe(403);
        expect((await inject('GET', url, from(DE_IP, fan))).statusCode).toBe(403);
        expect((await inject('GET', url, from(FR_IP))).statusCode).toBe(200);
      },
    );

    test('comment likes from there are refused', async () => {
      const comment = (
        await call('POST', '/comments', fan, { objectType: 'video', objectId: video.id, content: 'Nice' })
      ).json().data;
      const like = await inject('POST', '/reactions', from(DE_IP, fan), {
        objectType: 'comment',
        objectId: comment._id,
        action: 'like',
      });
      expect(like.statusCode).toBe(403);
    });
  });

  test('comments of hidden items (inactive, scheduled) are not readable without a token', async () => {
    await t.app.db.prepare("UPDATE videos SET status = 'inactive' WHERE id = ?").run(video.id);
    expect((await call('GET', `/comments?objectType=video&objectId=${video.id}`, null)).statusCode).toBe(404);
    await t.app.db
      .prepare(
        "UPDATE videos SET status = 'active', isSchedule = 1, scheduledAt = '2999-01-01T00:00:00.000Z' WHERE id = ?",
      )
      .run(video.id);
    expect((await call('GET', `/comments?objectType=video&objectId=${video.id}`, null)).statusCode).toBe(404);
    await t.app.db.prepare('UPDATE videos SET isSchedule = 0, scheduledAt = NULL WHERE id = ?').run(video.id);
    expect((await call('GET', `/comments?objectType=video&objectId=${video.id}`, null)).statusCode).toBe(200);
  });

  test('a locked post takes no votes and no likes from a non-subscriber; a subscriber may', async () => {
    const vote = await call('POST', `/user/feeds/vote/${pollOptionId}`, outsider);
    expect(vote.statusCode).toBe(403);
    expect(vote.json().message).toBe('Subscribe to vote in this poll');
    const like = await call('POST', '/reactions', outsider, {
      objectType: 'feed',
      objectId: lockedPostId,
      action: 'like',
    });
    expect(like.statusCode).toBe(403);
    // bookmarking to come back later stays possible
    expect(
      (
        await call('POST', '/reactions', outsider, {
          objectType: 'feed',
          objectId: lockedPostId,
          action: 'bookmark',
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('POST', `/user/feeds/vote/${pollOptionId}`, fan)).statusCode).toBe(200);
    expect(
      (await call('POST', '/reactions', fan, { objectType: 'feed', objectId: lockedPostId, action: 'like' }))
        .statusCode,
    ).toBe(200);
  });

  test('a comment on a locked post cannot be liked by a non-subscriber', async () => {
    const comment = (
      await call('POST', '/comments', fan, { objectType: 'feed', objectId: lockedPostId, content: 'Mine' })
    ).json().data;
    const like = await call('POST', '/reactions', outsider, {
      objectType: 'comment',
      objectId: comment._id,
      action: 'like',
    });
    expect(like.statusCode).toBe(403);
  });

  test('a blocked fan: the same 403 and wording on the profile, a post, and editing an earlier comment', async () => {
    const textPost = (await createPost(t.app, creator, { type: 'text', text: 'Open to all' }))._id;
    const earlier = (
      await call('POST', '/comments', outsider, { objectType: 'feed', objectId: textPost, content: 'Before' })
    ).json().data;
    await call('POST', '/block/users', creator, {
      targetId: await userId(t.app, 'outsider'),
      target: 'user',
      reason: 'spam',
    });
    expect((await call('GET', '/performers/demo-creator', outsider)).json()).toEqual(BLOCKED);
    const post = await call('GET', `/user/feeds/${textPost}`, outsider);
    expect(post.json()).toEqual(BLOCKED);
    const edit = await call('PUT', `/comments/${earlier._id}`, outsider, { content: 'After' });
    expect(edit.json()).toEqual(BLOCKED);
    expect((await t.app.repos.comments.findById(earlier._id))?.content).toBe('Before');
  });
});
