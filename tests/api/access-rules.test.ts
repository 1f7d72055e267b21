import { hashPassword } from '@api/lib/passwords';
import { accessFor, canView, hasBought } from '@api/services/access';
import { DEMO_PASSWORD, login, makeApp, type TestApp } from './helpers/app';
import { caller, createPost, userId } from './helpers/feeds';

describe('canView (pure rule)', () => {
  const base = {
    isOwner: false,
    isAdmin: false,
    isScheduledFuture: false,
    isSale: false,
    price: 0,
    isBought: false,
    isSubscribed: false,
  };
  test.each([
    [{}, false],
    [{ isSubscribed: true }, true],
    [{ isSale: true, price: 499 }, false],
    [{ isSale: true, price: 499, isSubscribed: true }, false],
    [{ isSale: true, price: 499, isBought: true }, true],
    [{ isSale: true, price: 0 }, true],
    [{ isSubscribed: true, isScheduledFuture: true }, false],
    [{ isSale: true, price: 0, isScheduledFuture: true }, false],
    [{ isOwner: true, isScheduledFuture: true, isSale: true, price: 499 }, true],
    [{ isAdmin: true, isSale: true, price: 499 }, true],
  ])('%j → %s', (facts, expected) => {
    expect(canView({ ...base, ...facts })).toBe(expected);
  });
});

type Viewer = 'anonymous' | 'fan' | 'subscribed' | 'expired' | 'otherCreator' | 'owner';
type Item = 'text' | 'subscriberOnly' | 'ppv' | 'ppvZero' | 'scheduled';

// Rows: items; columns: viewers (reference §5.1 / contract "Access rule").
const TABLE: Record<Item, Record<Viewer, boolean>> = {
  text: { anonymous: true, fan: true, subscribed: true, expired: true, otherCreator: true, owner: true },
  subscriberOnly: {
    anonymous: false,
    fan: false,
    subscribed: true,
    expired: false,
    otherCreator: false,
    owner: true,
  },
  ppv: { anonymous: false, fan: false, subscribed: false, expired: false, otherCreator: false, owner: true },
  ppvZero: { anonymous: true, fan: true, subscribed: true, expired: true, otherCreator: true, owner: true },
  scheduled: {
    anonymous: false,
    fan: false,
    subscribed: false,
    expired: false,
    otherCreator: false,
    owner: true,
  },
};

describe('access rule table: viewer × item, through the service and the API', () => {
  let t: TestApp;
  const tokens: Partial<Record<Viewer, string>> = {};
  const ids: Partial<Record<Viewer, string>> = {};
  const items = {} as Record<Item, string>;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await makeApp();
    call = caller(t.app);
    const now = t.app.now();
    const expired = await t.app.repos.users.create(
      {
        role: 'user',
        name: 'Lapsed Fan',
        username: 'lapsed-fan',
        email: 'lapsed@example.com',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        verifiedEmail: true,
      },
      now.toISOString(),
    );
    await t.app.repos.subscriptions.upsert(
      {
        userId: expired.id,
        performerId: await userId(t.app, 'demo-creator'),
        subscriptionType: 'monthly',
        expiredAt: new Date(now.getTime() - 86_400_000).toISOString(),
      },
      now.toISOString(),
    );
    const logins: [Viewer, string][] = [
      ['fan', 'incomplete-fan@example.com'],
      ['subscribed', 'demo-fan'],
      ['expired', 'lapsed-fan'],
      ['otherCreator', 'creator-01'],
      ['owner', 'demo-creator'],
    ];
    for (const [viewer, username] of logins) {
      tokens[viewer] = await login(t.app, username);
      ids[viewer] = (await t.app.repos.users.findByLogin(username))!.id;
    }
    const owner = tokens.owner!;
    items.text = (await createPost(t.app, owner, { type: 'text', text: 'Plain words' }))._id;
    items.subscriberOnly = (
      await createPost(t.app, owner, { type: 'photo', text: 'subs', isSale: false })
    )._id;
    items.ppv = (
      await createPost(t.app, owner, { type: 'photo', text: 'ppv', isSale: true, price: 4.99 })
    )._id;
    items.ppvZero = (
      await createPost(t.app, owner, { type: 'photo', text: 'free', isSale: true, price: 0 })
    )._id;
    items.scheduled = (
      await createPost(t.app, owner, {
        type: 'photo',
        text: 'later',
        isSchedule: true,
        scheduleAt: new Date(now.getTime() + 3_600_000).toISOString(),
      })
    )._id;
  });
  afterAll(() => t.close());

  const cases = (Object.keys(TABLE) as Item[]).flatMap((item) =>
    (Object.keys(TABLE[item]) as Viewer[]).map((viewer) => [item, viewer] as const),
  );

  test.each(cases)('%s seen by %s', async (item, viewer) => {
    const expected = TABLE[item][viewer];
    const row = (await t.app.repos.feeds.findById(items[item]))!;
    if (item !== 'text') {
      const access = await accessFor(t.app, ids[viewer] ?? '', {
        ownerId: row.performerId,
        targetType: 'feed',
        targetId: row.id,
        isSale: row.isSale === 1,
        priceCents: row.priceCents,
        scheduledAt: row.isSchedule ? row.scheduleAt : null,
      });
      expect(access.canView).toBe(expected);
    }
    const res = await call('GET', `/user/feeds/${items[item]}`, tokens[viewer] ?? null);
    if (item === 'scheduled' && viewer !== 'owner') {
      expect(res.statusCode).toBe(404);
      return;
    }
    const json = res.json().data;
    if (item === 'text') {
      expect(json.text).toBe('Plain words');
      return;
    }
    expect(json.files[0].url !== null).toBe(expected);
    if (!expected) expect(JSON.stringify(json)).not.toMatch(/\/files\/feed-photo\//);
  });

  test('a purchase row unlocks the pay-per-view post for that fan only (isBought)', async () => {
    expect(await hasBought(t.app, ids.fan!, 'feed', items.ppv)).toBe(false);
    await t.app.repos.purchases.add(ids.fan!, 'feed', items.ppv, t.app.now().toISOString());
    expect(await hasBought(t.app, ids.fan!, 'feed', items.ppv)).toBe(true);
    const fanView = (await call('GET', `/user/feeds/${items.ppv}`, tokens.fan!)).json().data;
    expect(fanView).toMatchObject({ isBought: true });
    expect(fanView.files[0].url).toMatch(/\?exp=/);
    expect((await call('GET', `/user/feeds/${items.ppv}`, tokens.subscribed!)).json().data).toMatchObject({
      isBought: false,
      files: [{ url: null }],
    });
  });

  test('per-viewer flags: owner counts as subscribed and bought; free-for-everyone counts as bought', async () => {
    expect((await call('GET', `/user/feeds/${items.ppv}`, tokens.owner!)).json().data).toMatchObject({
      isSubscribed: true,
      isBought: true,
    });
    expect((await call('GET', `/user/feeds/${items.ppvZero}`, null)).json().data).toMatchObject({
      isSubscribed: false,
      isBought: true,
    });
    expect(
      (await call('GET', `/user/feeds/${items.subscriberOnly}`, tokens.expired!)).json().data.isSubscribed,
    ).toBe(false);
  });
});
