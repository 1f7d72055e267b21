import { login, makeApp, type TestApp } from './helpers/app';

describe('follows, bookmarks, creator blocks and reports', () => {
  let t: TestApp;
  let fan: string;
  let creator: string;
  let creator2: string;
  beforeAll(async () => {
    t = await makeApp();
    [fan, creator, creator2] = await Promise.all([
      login(t.app, 'demo-fan'),
      login(t.app, 'demo-creator'),
      login(t.app, 'creator-02'),
    ]);
  });
  afterAll(() => t.close());

  type Method = 'GET' | 'POST' | 'DELETE';
  const call = (method: Method, url: string, token: string | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: token ? { authorization: token } : {},
      ...(payload ? { payload } : {}),
    });
  const idOf = async (username: string) => (await t.app.repos.users.findByLogin(username))!.id;
  const followers = async (username: string) =>
    (await call('GET', `/performers/${username}`, null)).json().data.stats.followers as number;

  describe('POST/DELETE /follows/{performerId}', () => {
    test('follow is idempotent, counted once, and shows in flags, lists and /users/me', async () => {
      const demoCreator = await idOf('demo-creator');
      expect(await followers('demo-creator')).toBe(0);
      const first = await call('POST', `/follows/${demoCreator}`, fan);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        status: 0,
        data: {
          followerId: await idOf('demo-fan'),
          followingId: demoCreator,
          isFollowed: true,
          followers: 1,
        },
      });
      expect((await call('POST', `/follows/${demoCreator}`, fan)).json().data.followers).toBe(1);
      expect(await followers('demo-creator')).toBe(1);
      expect((await call('GET', '/performers/demo-creator', fan)).json().data.isFollowed).toBe(true);
      expect((await call('GET', '/users/me', fan)).json().data.stats.following).toBe(3);
      expect((await call('GET', '/users/me', creator)).json().data.stats.followers).toBe(1);

      const following = (await call('GET', '/follows/following?limit=10', fan)).json().data;
      expect(following.total).toBe(3);
      expect(following.data[0]).toMatchObject({
        followerId: await idOf('demo-fan'),
        followingId: demoCreator,
        followingInfo: { _id: demoCreator, username: 'demo-creator', isFollowed: true, monthlyPrice: 9.99 },
      });
      expect(
        following.data.map((f: { followingInfo: { username: string } }) => f.followingInfo.username).sort(),
      ).toEqual(['creator-02', 'creator-03', 'demo-creator']);

      const fans = (await call('GET', '/follows/followers', creator)).json().data;
      expect(fans.total).toBe(1);
      expect(fans.data[0]).toMatchObject({
        followerId: await idOf('demo-fan'),
        followingId: demoCreator,
        followerInfo: { username: 'demo-fan', name: 'Demo Fan' },
      });
      expect(fans.data[0].followerInfo).not.toHaveProperty('email');

      const un = await call('DELETE', `/follows/${demoCreator}`, fan);
      expect(un.json().data).toMatchObject({ isFollowed: false, followers: 0 });
      expect((await call('DELETE', `/follows/${demoCreator}`, fan)).json().data.followers).toBe(0);
      expect(await followers('demo-creator')).toBe(0);
      expect((await call('GET', '/follows/followers', creator)).json().data).toEqual({ data: [], total: 0 });
      expect((await call('GET', '/users/me', fan)).json().data.stats.following).toBe(2);
    });

    test('seeded follower counts move by one', async () => {
      const before = await followers('creator-05');
      await call('POST', `/follows/${await idOf('creator-05')}`, fan);
      expect(await followers('creator-05')).toBe(before + 1);
      await call('DELETE', `/follows/${await idOf('creator-05')}`, fan);
      expect(await followers('creator-05')).toBe(before);
    });

    test('login required, no self-follow, only creators, paging validated', async () => {
      expect((await call('POST', `/follows/${await idOf('demo-creator')}`, null)).statusCode).toBe(401);
      const self = await call('POST', `/follows/${await idOf('creator-02')}`, creator2);
      expect(self.statusCode).toBe(422);
      expect(self.json().message).toBe('You cannot follow yourself');
      const notCreator = await call('POST', `/follows/${await idOf('demo-fan')}`, creator);
      expect(notCreator.statusCode).toBe(404);
      expect(notCreator.json().message).toBe('This account is not found');
      expect((await call('POST', '/follows/not-an-id', fan)).statusCode).toBe(400);
      expect((await call('POST', `/follows/${await idOf('suspended-creator')}`, fan)).statusCode).toBe(403);
      // a page size above the maximum is clamped (issue 20 item 10); a malformed one is refused
      expect((await call('GET', '/follows/following?limit=1000', fan)).statusCode).toBe(200);
      expect((await call('GET', '/follows/following?limit=0', fan)).statusCode).toBe(400);
      expect((await call('GET', '/follows/followers', null)).statusCode).toBe(401);
    });

    test('paging of following', async () => {
      const p1 = (await call('GET', '/follows/following?limit=1&offset=0', fan)).json().data;
      const p2 = (await call('GET', '/follows/following?limit=1&offset=1', fan)).json().data;
      expect(p1.total).toBe(2);
      expect(p1.data).toHaveLength(1);
      expect(p2.data[0].followingId).not.toBe(p1.data[0].followingId);
    });
  });

  describe('reactions and bookmarks', () => {
    const bookmark = (objectId: string) => ({ objectId, objectType: 'performer', action: 'bookmark' });

    test('bookmark a creator: idempotent add, listed, flag set, idempotent remove', async () => {
      const target = await idOf('demo-creator');
      const add = await call('POST', '/reactions', fan, bookmark(target));
      expect(add.statusCode).toBe(200);
      expect(add.json().data).toMatchObject({
        action: 'bookmark',
        objectType: 'performer',
        objectId: target,
        createdBy: await idOf('demo-fan'),
      });
      const again = await call('POST', '/reactions', fan, bookmark(target));
      expect(again.json().data._id).toBe(add.json().data._id);

      const list = (await call('GET', '/reactions/performers/bookmark', fan)).json().data;
      expect(list.total).toBe(2); // seeded creator-06 + demo-creator
      expect(list.data[0]).toMatchObject({
        objectId: target,
        objectType: 'performer',
        objectInfo: { _id: target, username: 'demo-creator', isBookMarked: true },
      });
      expect((await call('GET', '/performers/demo-creator', fan)).json().data.isBookMarked).toBe(true);

      const del = await call('DELETE', '/reactions', fan, bookmark(target));
      expect(del.json().data).toEqual({ success: true, removed: true });
      expect((await call('DELETE', '/reactions', fan, bookmark(target))).json().data).toEqual({
        success: true,
        removed: false,
      });
      expect((await call('GET', '/reactions/performers/bookmark', fan)).json().data.total).toBe(1);
      expect((await call('GET', '/performers/demo-creator', fan)).json().data.isBookMarked).toBe(false);
    });

    test('a like on a creator moves stats.likes once', async () => {
      const likes = async () =>
        (await call('GET', '/performers/creator-09', null)).json().data.stats.likes as number;
      const before = await likes();
      const like = { objectId: await idOf('creator-09'), objectType: 'performer', action: 'like' };
      await call('POST', '/reactions', fan, like);
      await call('POST', '/reactions', fan, like);
      expect(await likes()).toBe(before + 1);
      await call('DELETE', '/reactions', fan, like);
      await call('DELETE', '/reactions', fan, like);
      expect(await likes()).toBe(before);
    });

    test('other bookmark lists are empty until content exists', async () => {
      for (const type of ['feeds', 'videos', 'galleries', 'products']) {
        const res = await call('GET', `/reactions/${type}/bookmark`, fan);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: 0, data: { data: [], total: 0 } });
      }
      expect((await call('GET', '/reactions/stories/bookmark', fan)).statusCode).toBe(400);
      expect((await call('GET', '/reactions/performers/bookmark', null)).statusCode).toBe(401);
    });

    test('validation: unknown objects, types and fields', async () => {
      expect((await call('POST', '/reactions', null, bookmark(await idOf('demo-creator')))).statusCode).toBe(
        401,
      );
      const missing = await call('POST', '/reactions', fan, bookmark('aaaaaaaaaaaaaaaaaaaaaaaa'));
      expect(missing.statusCode).toBe(404);
      // content types arrive with the content issue: nothing to react to yet
      const feed = await call('POST', '/reactions', fan, {
        objectId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
        objectType: 'feed',
        action: 'like',
      });
      expect(feed.statusCode).toBe(404);
      const badAction = await call('POST', '/reactions', fan, {
        objectId: await idOf('demo-creator'),
        objectType: 'performer',
        action: 'love',
      });
      expect(badAction.statusCode).toBe(400);
      expect(badAction.json().message).toEqual(['action must be one of: like, bookmark, favourite']);
      const extra = await call('POST', '/reactions', fan, {
        ...bookmark(await idOf('demo-creator')),
        createdBy: await idOf('creator-02'),
      });
      // an unknown field is dropped, never used (issue 20 item 9): the bookmark is the fan's own
      expect(extra.statusCode).toBe(200);
      const mine = await call('GET', '/reactions/performers/bookmark', fan);
      expect(JSON.stringify(mine.json())).toContain(await idOf('demo-creator'));
      expect((await call('DELETE', '/reactions', fan, bookmark(await idOf('demo-creator')))).statusCode).toBe(
        200,
      );
    });
  });

  describe('creator blacklist: /block/users', () => {
    test('block with reason, list with target info, unblock with confirmation semantics', async () => {
      const fanId = await idOf('demo-fan');
      const res = await call('POST', '/block/users', creator, {
        targetId: fanId,
        target: 'user',
        reason: 'Rude messages',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        source: 'performer',
        sourceId: await idOf('demo-creator'),
        target: 'user',
        targetId: fanId,
        reason: 'Rude messages',
      });
      // blocking again updates the reason, still one row
      await call('POST', '/block/users', creator, { targetId: fanId, target: 'user', reason: 'Spam' });
      const list = (await call('GET', '/block/users', creator)).json().data;
      expect(list.total).toBe(1);
      expect(list.data[0]).toMatchObject({
        targetId: fanId,
        reason: 'Spam',
        targetInfo: {
          _id: fanId,
          name: 'Demo Fan',
          username: 'demo-fan',
          avatar: 'http://api.test/static/no-avatar.jpg',
        },
      });
      expect(list.data[0].targetInfo).not.toHaveProperty('email');

      const blocked = await call('GET', '/performers/demo-creator', fan);
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message).toBe('You have been blocked by this creator');
      // a blocked fan cannot bookmark or report the creator either
      expect(
        (
          await call('POST', '/reactions', fan, {
            objectId: await idOf('demo-creator'),
            objectType: 'performer',
            action: 'bookmark',
          })
        ).statusCode,
      ).toBe(403);
      // other creators' lists are their own
      expect((await call('GET', '/block/users', creator2)).json().data.total).toBe(0);

      const del = await call('DELETE', `/block/users/${fanId}`, creator);
      expect(del.json().data).toEqual({ success: true, removed: true });
      expect((await call('DELETE', `/block/users/${fanId}`, creator)).json().data).toEqual({
        success: true,
        removed: false,
      });
      expect((await call('GET', '/block/users', creator)).json().data).toEqual({ data: [], total: 0 });
      expect((await call('GET', '/performers/demo-creator', fan)).statusCode).toBe(200);
    });

    test('validation and roles', async () => {
      const self = await call('POST', '/block/users', creator, {
        targetId: await idOf('demo-creator'),
        target: 'user',
      });
      expect(self.statusCode).toBe(422);
      const unknown = await call('POST', '/block/users', creator, {
        targetId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
        target: 'user',
      });
      expect(unknown.statusCode).toBe(404);
      expect(
        (
          await call('POST', '/block/users', creator, {
            targetId: await idOf('demo-fan'),
            target: 'performer',
          })
        ).statusCode,
      ).toBe(400);
      expect((await call('POST', '/block/users', creator, { targetId: 'x' })).statusCode).toBe(400);
      expect(
        (
          await call('POST', '/block/users', creator, {
            targetId: await idOf('demo-fan'),
            reason: 'x'.repeat(501),
          })
        ).statusCode,
      ).toBe(400);
    });

    test.each([
      ['POST', '/block/users', { targetId: 'aaaaaaaaaaaaaaaaaaaaaaaa', target: 'user', reason: 'x' }],
      ['GET', '/block/users', undefined],
      ['DELETE', '/block/users/aaaaaaaaaaaaaaaaaaaaaaaa', undefined],
      ['POST', '/block/countries', { countryCodes: ['DE'] }],
      ['GET', '/block/countries', undefined],
      ['GET', '/users/search', undefined],
    ])('a fan calling creator-only %s %s gets 403', async (method, url, payload) => {
      const res = await call(method as Method, url, fan, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        statusCode: 403,
        message: 'This action is for creators only',
        error: 'Forbidden',
      });
      expect((await call(method as Method, url, null, payload)).statusCode).toBe(401);
    });
  });

  describe('POST /block/countries', () => {
    test('stores validated codes, returns the block object, shown to the owner only', async () => {
      const res = await call('POST', '/block/countries', creator, { countryCodes: ['de', 'FR', 'DE'] });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        source: 'performer',
        sourceId: await idOf('demo-creator'),
        countryCodes: ['DE', 'FR'],
      });
      expect((await call('GET', '/block/countries', creator)).json().data.countryCodes).toEqual(['DE', 'FR']);
      expect((await call('GET', '/performers/me', creator)).json().data.blockCountries).toEqual({
        countryCodes: ['DE', 'FR'],
      });
      expect((await call('GET', '/performers/demo-creator', fan)).json().data).not.toHaveProperty(
        'blockCountries',
      );
      // the site-wide check is unaffected
      const check = await t.app.inject({
        method: 'GET',
        url: '/block/countries/check',
        headers: { 'x-forwarded-for': '85.214.132.117' },
      });
      expect(check.json()).toEqual({ status: 0, data: { blocked: false } });
      expect(
        (await call('POST', '/block/countries', creator, { countryCodes: [] })).json().data.countryCodes,
      ).toEqual([]);
    });

    test.each([
      [{ countryCodes: ['ZZ'] }, 'Unknown country code: ZZ'],
      [{ countryCodes: ['Germany'] }, 'countryCodes must be 2-letter ISO country codes'],
      [{ countryCodes: { DE: true } }, 'countryCodes must be array'],
      [{}, 'countryCodes is required'],
    ])('rejects %j', async (payload, message) => {
      const res = await call('POST', '/block/countries', creator, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });
  });

  describe('POST /reports', () => {
    const report = async (extra: object = {}) => ({
      target: 'performer',
      targetId: await idOf('creator-07'),
      title: 'spam or misleading',
      description: 'Fake giveaway links',
      ...extra,
    });

    test('stores a report on a creator with the owner taken from the target', async () => {
      const res = await call(
        'POST',
        '/reports',
        fan,
        await report({ performerId: await idOf('creator-09') }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        title: 'spam or misleading',
        description: 'Fake giveaway links',
        source: 'user',
        sourceId: await idOf('demo-fan'),
        target: 'performer',
        targetId: await idOf('creator-07'),
        performerId: await idOf('creator-07'),
      });
      expect(await t.app.repos.reports.listForTarget('performer', await idOf('creator-07'))).toHaveLength(1);
    });

    test.each([
      'violent or repulsive',
      'hateful or abusive',
      'harassment or bullying',
      'harmful or dangerous acts',
      'child abuse',
      'promotes terrorism',
      'spam or misleading',
      'infringes my rights',
      'others',
    ])('accepts the reason "%s"', async (title) => {
      expect((await call('POST', '/reports', fan, await report({ title }))).statusCode).toBe(200);
    });

    test('rejects other reasons, unknown targets, anonymous callers and self-reports', async () => {
      const bad = await call('POST', '/reports', fan, await report({ title: 'I just do not like it' }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message[0]).toMatch(
        /^title must be one of: violent or repulsive, hateful or abusive/,
      );
      expect((await call('POST', '/reports', fan, await report({ target: 'user' }))).statusCode).toBe(400);
      expect(
        (await call('POST', '/reports', fan, await report({ targetId: 'aaaaaaaaaaaaaaaaaaaaaaaa' })))
          .statusCode,
      ).toBe(404);
      expect((await call('POST', '/reports', fan, await report({ target: 'video' }))).statusCode).toBe(404);
      expect(
        (await call('POST', '/reports', fan, await report({ description: 'x'.repeat(2001) }))).statusCode,
      ).toBe(400);
      expect((await call('POST', '/reports', null, await report())).statusCode).toBe(401);
      expect(
        (await call('POST', '/reports', creator2, await report({ targetId: await idOf('creator-02') })))
          .statusCode,
      ).toBe(422);
    });
  });
});
