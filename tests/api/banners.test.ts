// Site banners have an audience (issue 20 item 22): a creator's call to action ("Go live tonight") is shown to
// creators only, never to fans or visitors; banners for everyone are shown to everyone.
import { login, makeApp, type TestApp } from './helpers/app';

describe('GET /site-promo/search by audience', () => {
  let t: TestApp;
  let fan: string;
  let creator: string;
  beforeAll(async () => {
    t = await makeApp();
    [fan, creator] = await Promise.all([login(t.app, 'demo-fan'), login(t.app, 'demo-creator')]);
  });
  afterAll(() => t.close());

  const titles = async (token?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/site-promo/search?limit=99',
      headers: token ? { authorization: token } : {},
    });
    expect(res.statusCode).toBe(200);
    const body = res.json().data as { data: { title: string; audience: string }[]; total: number };
    expect(body.total).toBe(body.data.length);
    return body.data.map((b) => b.title);
  };

  test('the seeded "Go live tonight" reaches creators only', async () => {
    expect(await titles(creator)).toEqual(['Discover new creators', 'Go live tonight', 'Top up your wallet']);
    expect(await titles(fan)).toEqual(['Discover new creators', 'Top up your wallet']);
    expect(await titles()).toEqual(['Discover new creators', 'Top up your wallet']);
  });

  test('a creators-only banner leads to the live page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/site-promo/search',
      headers: { authorization: creator },
    });
    const live = (res.json().data.data as { title: string; link: string; audience: string }[]).find(
      (b) => b.title === 'Go live tonight',
    );
    expect(live).toMatchObject({ link: '/creator/live', audience: 'creators' });
  });
});
