import { login, makeApp, type TestApp } from './helpers/app';
import { caller, createPost, local, userId } from './helpers/feeds';

const DAY = 86_400_000;
/** Any URL of a protected original or full thumbnail (previews are the only media allowed when locked). */
const PROTECTED_URL = /\/files\/(feed-photo|feed-video|feed-audio|video|photo|product-digital)\//;

interface FeedJson {
  _id: string;
  type: string;
  text: string;
  isPinned: boolean;
  isSale: boolean;
  price: number;
  performer: { username: string };
  files: {
    url: string | null;
    thumbnails: string[];
    type: string;
    status: string;
    duration: number | null;
  }[];
  polls: { _id: string; totalVote: number; isVoted: boolean }[];
  isVoted: boolean;
  isSubscribed: boolean;
  isBought: boolean;
  isFollowed: boolean;
}

describe('fan and visitor feeds (/user/feeds)', () => {
  let t: TestApp;
  let clock = new Date();
  let fan: string;
  let creator: string;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await makeApp({ now: () => clock });
    call = caller(t.app);
  });
  afterAll(() => t.close());
  // Tests move the clock by days: fresh sessions each time (tokens last a day).
  beforeEach(async () => {
    [fan, creator] = await Promise.all([login(t.app, 'demo-fan'), login(t.app, 'demo-creator')]);
  });

  const list = async (url: string, token: string | null, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...(token ? { authorization: token } : {}), ...headers },
    });
    expect(res.statusCode).toBe(200);
    return { body: res.body, ...(res.json().data as { data: FeedJson[]; total: number }) };
  };

  test('a fan who does not subscribe sees locked posts without any protected URL in the response', async () => {
    const { data } = await list('/user/feeds/search/creator-02?limit=50', fan);
    const locked = data.filter((f) => f.files.length && f.files.every((x) => x.url === null));
    expect(locked.length).toBe(4);
    // everything but the one "free for everyone" post, serialized: no original, no full thumbnail
    expect(JSON.stringify(data.filter((f) => !(f.isSale && f.price === 0)))).not.toMatch(PROTECTED_URL);
    expect(JSON.stringify(locked)).toMatch(/\/files\/previews\//);
    const ppv = data.find((f) => f.isSale && f.price > 0 && f.type === 'video')!;
    expect(ppv.isBought).toBe(false);
    expect(ppv.files[0]).toMatchObject({ type: 'feed-video', status: 'finished', duration: 3, url: null });
    expect(ppv.files[0].thumbnails[0]).toMatch(/\/files\/previews\//);
    // free for everyone (isSale, price 0) opens for the same fan
    const free = data.find((f) => f.isSale && f.price === 0 && f.files.length)!;
    expect(free.files[0].url).toMatch(/\/files\/feed-photo\/.*\?exp=\d+&sig=/);

    const anonymous = await list('/user/feeds?limit=100', null);
    expect(
      anonymous.data.filter((f) => !(f.isSale && f.price === 0)).flatMap((f) => f.files.map((x) => x.url)),
    ).toEqual(expect.not.arrayContaining([expect.any(String)]));
    const detail = await t.app.inject({
      method: 'GET',
      url: `/user/feeds/${ppv._id}`,
      headers: { authorization: fan },
    });
    expect(detail.body).not.toMatch(PROTECTED_URL);
  });

  test('a subscribed fan gets signed URLs that the file route serves', async () => {
    const { data } = await list('/user/feeds/search/demo-creator?type=photo', fan);
    const subOnly = data.find((f) => !f.isSale)!;
    expect(subOnly.isSubscribed).toBe(true);
    expect(subOnly.files.length).toBe(3);
    const served = await t.app.inject({ method: 'GET', url: local(subOnly.files[0].url!) });
    expect(served.statusCode).toBe(200);
    const ppv = data.find((f) => f.isSale && f.price > 0)!;
    expect(ppv.files.every((f) => f.url === null)).toBe(true);
  });

  test('home feed: subscribed or followed creators only (plus own posts); blocked and country-blocked left out', async () => {
    const usernames = async (token: string, headers: Record<string, string> = {}) =>
      new Set(
        (await list('/user/feeds?isHome=true&limit=100', token, headers)).data.map(
          (f) => f.performer.username,
        ),
      );
    expect(await usernames(fan)).toEqual(new Set(['demo-creator', 'creator-02']));
    expect((await list('/user/feeds?isHome=true', null)).total).toBe(0);
    expect([...(await usernames(creator))]).toEqual(['demo-creator']);

    await call('POST', `/follows/${await userId(t.app, 'creator-01')}`, fan);
    expect((await usernames(fan)).has('creator-01')).toBe(true);
    await call('DELETE', `/follows/${await userId(t.app, 'creator-01')}`, fan);

    const c2 = await login(t.app, 'creator-02');
    await call('POST', '/block/users', c2, { targetId: await userId(t.app, 'demo-fan'), reason: 'test' });
    expect(await usernames(fan)).toEqual(new Set(['demo-creator']));
    expect(
      (await list('/user/feeds?limit=100', fan)).data.some((f) => f.performer.username === 'creator-02'),
    ).toBe(false);
    await call('DELETE', `/block/users/${await userId(t.app, 'demo-fan')}`, c2);
    expect((await usernames(fan)).has('creator-02')).toBe(true);

    await t.app.repos.performers.setBlockCountries(await userId(t.app, 'creator-02'), ['FR']);
    expect((await usernames(fan, { 'cf-ipcountry': 'FR' })).has('creator-02')).toBe(false);
    expect((await usernames(fan, { 'cf-ipcountry': 'DE' })).has('creator-02')).toBe(true);
    await t.app.repos.performers.setBlockCountries(await userId(t.app, 'creator-02'), []);
  });

  test('pinned first, then newest; type and keyword filters', async () => {
    const { data } = await list('/user/feeds/search/demo-creator?limit=50', null);
    expect(data[0].isPinned).toBe(true);
    expect(data.slice(1).every((f) => !f.isPinned)).toBe(true);
    const texts = (await list('/user/feeds?q=studio&type=video', null)).data.map((f) => f.text);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((x) => /studio/i.test(x))).toBe(true);
  });

  test('scheduled posts stay hidden (lists and detail 404) until their time, except for their owner', async () => {
    const post = await createPost(t.app, creator, {
      type: 'text',
      text: 'Secret launch',
      isSchedule: true,
      scheduleAt: new Date(clock.getTime() + DAY).toISOString(),
    });
    const find = async (token: string | null) =>
      (await list('/user/feeds/search/demo-creator?limit=100', token)).data.some((f) => f._id === post._id);
    expect(await find(fan)).toBe(false);
    expect(await find(null)).toBe(false);
    expect(await find(creator)).toBe(true);
    const detail = await call('GET', `/user/feeds/${post._id}`, fan);
    expect(detail.statusCode).toBe(404);
    expect(detail.json().message).toBe('Post not found');
    expect((await call('GET', `/user/feeds/${post.slug}`, creator)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + DAY + 60_000);
    expect(await find(fan)).toBe(true);
    expect((await call('GET', `/user/feeds/${post.slug}`, fan)).json().data.text).toBe('Secret launch');
  });

  test('poll: one vote per post, 401 anonymous, closed after expiry', async () => {
    const options = [];
    for (const description of ['Red', 'Blue'])
      options.push((await call('POST', '/performer/feeds/polls', creator, { description })).json().data);
    const post = await createPost(t.app, creator, {
      type: 'text',
      text: 'Pick a colour',
      pollIds: options.map((o) => o._id),
      pollExpiredAt: new Date(clock.getTime() + 2 * DAY).toISOString(),
    });
    expect((await call('POST', `/user/feeds/vote/${options[0]._id}`, null)).statusCode).toBe(401);
    const vote = await call('POST', `/user/feeds/vote/${options[0]._id}`, fan);
    expect(vote.statusCode).toBe(200);
    expect(vote.json().data).toMatchObject({ _id: options[0]._id, totalVote: 1, isVoted: true });
    const again = await call('POST', `/user/feeds/vote/${options[1]._id}`, fan);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('You have already voted for this poll');
    const json = (await call('GET', `/user/feeds/${post._id}`, fan)).json().data as FeedJson;
    expect(json.isVoted).toBe(true);
    expect(json.polls.map((p) => [p.totalVote, p.isVoted])).toEqual([
      [1, true],
      [0, false],
    ]);

    clock = new Date(clock.getTime() + 3 * DAY);
    const late = await call('POST', `/user/feeds/vote/${options[1]._id}`, await login(t.app, 'creator-01'));
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('The poll is now closed');
  });

  test('file status endpoints (per target and 2.0 form): url only with access', async () => {
    const { data } = await list('/user/feeds/search/creator-02?type=photo&limit=50', fan);
    const locked = data.find((f) => !f.isSale)!;
    const feedRow = (await t.app.repos.feeds.findById(locked._id))!;
    const fileId = (await t.app.repos.feedFiles.idsOf([feedRow.id])).get(feedRow.id)![0];
    const fanView = await call('GET', `/user/feeds/${locked._id}/file/${fileId}/status`, fan);
    expect(fanView.json().data).toEqual({ _id: fileId, status: 'finished', url: null });
    const owner = await login(t.app, 'creator-02');
    expect(
      (await call('GET', `/user/feeds/${locked._id}/file/${fileId}/status`, owner)).json().data.url,
    ).toMatch(/\?exp=/);
    const v2 = await call('GET', `/files/${fileId}/status?target=feed&targetId=${locked._id}`, owner);
    expect(v2.json().data).toMatchObject({
      _id: fileId,
      status: 'finished',
      url: expect.stringMatching(/\?exp=/),
    });
    expect(
      (await call('GET', `/files/${fileId}/status?target=feedId&targetId=${locked._id}`, fan)).json().data
        .url,
    ).toBeNull();
    expect(
      (await call('GET', `/user/feeds/${locked._id}/file/0123456789abcdef01234567/status`, fan)).statusCode,
    ).toBe(404);
    // 2.0 form for a video target answers like the per-target video route
    const video = (await t.app.db
      .prepare('SELECT id, fileId FROM videos WHERE fileId IS NOT NULL LIMIT 1')
      .get()) as { id: string; fileId: string };
    const viaV2 = await call('GET', `/files/${video.fileId}/status?target=video&targetId=${video.id}`, null);
    const direct = await call(
      'GET',
      `/performer-assets/videos/${video.id}/file/${video.fileId}/status`,
      null,
    );
    expect(viaV2.statusCode).toBe(direct.statusCode);
    expect(viaV2.json()).toEqual(direct.json());
    expect(
      (await call('GET', `/files/${fileId}/status?target=message&targetId=${locked._id}`, fan)).statusCode,
    ).toBe(404);
  });
});
