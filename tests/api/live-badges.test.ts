// Issue 20 item 13: a LIVE badge always leads to a joinable live. Every creator that the directory, the search,
// the discovery lists, the feeds or a profile mark live answers the join decision positively for a subscribed
// fan; the badge follows real open sessions (going live, ending, a session closed behind the API's back).
import type { FastifyInstance } from 'fastify';
import { startStreaming } from '@api/services/streaming';
import { login, makeApp, type TestApp } from './helpers/app';
import { userId } from './helpers/feeds';
import { money, newFan, subscribeFan } from './helpers/money';

jest.setTimeout(60_000);

interface Card {
  _id: string;
  username: string;
  live?: number | boolean;
  streamingStatus?: string;
}

const isMarkedLive = (c: Card) => Boolean(c.live) || c.streamingStatus === 'public';

/** Every creator some list or profile shows with a LIVE badge, by id. */
async function markedLive(app: FastifyInstance, token: string): Promise<Map<string, string>> {
  const get = async (url: string) =>
    (await app.inject({ url, headers: { authorization: token } })).json().data as unknown;
  const cards: Card[] = [];
  const pages = [
    '/performers/user/search?sortBy=live&limit=200',
    '/performers/user/search?q=a&limit=200',
    '/performers/search/random?limit=50',
    '/performers/top?limit=200',
  ];
  for (const url of pages) {
    const data = (await get(url)) as { data?: Card[] } | Card[];
    cards.push(...(Array.isArray(data) ? data : (data.data ?? [])));
  }
  const feed = (await get('/user/feeds?limit=100')) as { data: { performer?: Card }[] };
  cards.push(...feed.data.flatMap((f) => (f.performer ? [f.performer] : [])));
  for (const username of new Set(cards.map((c) => c.username)))
    cards.push((await get(`/performers/${username}`)) as Card);
  return new Map(cards.filter(isMarkedLive).map((c) => [c._id, c.username]));
}

describe('LIVE badges', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp();
  });
  afterAll(() => t.close());

  async function expectJoinable(live: Map<string, string>) {
    for (const [performerId, username] of live) {
      const fan = await newFan(t.app, 'livebadge');
      await subscribeFan(t.app, fan.id, performerId);
      const join = await money(t.app).get(`/streaming/join/${performerId}`, fan.token);
      expect({ username, status: join.statusCode, body: join.json().message }).toEqual({
        username,
        status: 200,
        body: undefined,
      });
    }
  }

  test('on the demo data, every creator marked live can be joined', async () => {
    const fan = await login(t.app, 'demo-fan');
    await expectJoinable(await markedLive(t.app, fan));
  });

  test('the badge comes with a streaming session and goes with its end, however it ends', async () => {
    const fan = await login(t.app, 'demo-fan');
    const creator = await login(t.app, 'demo-creator');
    const creatorId = await userId(t.app, 'demo-creator');
    const m = money(t.app);
    const { stream } = (
      await m.post('/streaming/live', creator, { title: 'Now', description: 'x', isFree: true })
    ).json().data;
    // an opened session that nobody publishes yet is not live
    expect((await markedLive(t.app, fan)).has(creatorId)).toBe(false);
    await startStreaming(t.app, (await t.app.repos.streams.find(stream._id))!);
    const live = await markedLive(t.app, fan);
    expect(live.get(creatorId)).toBe('demo-creator');
    await expectJoinable(live);
    // the session closed without the API's end path (a crash, a restart mid-live): no badge is left behind
    await t.app.db
      .prepare('UPDATE streams SET endedAt = ?, isStreaming = 0 WHERE id = ?')
      .run(new Date().toISOString(), stream._id);
    expect((await markedLive(t.app, fan)).has(creatorId)).toBe(false);
  });
});
