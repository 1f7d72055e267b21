// Issue 13 item 1: a creator's home address, zip code, state, date of birth and legal names are the owner's.
// Every route that serialises a creator (profile, directory, cards, feeds' performer, comments' authors,
// bookmarks, follows, search) is walked as a visitor and as another member; only the owner sees them.
import { login, makeApp, type TestApp } from './helpers/app';
import { caller, createPost } from './helpers/feeds';

jest.setTimeout(30_000);

const PRIVATE_KEYS = [
  'address',
  'zipcode',
  'dateOfBirth',
  'state',
  'firstName',
  'lastName',
  'email',
  'phone',
  'balance',
];

/** Paths of private keys found anywhere in a JSON value. */
function privateKeysIn(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => privateKeysIn(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => [
    ...(PRIVATE_KEYS.includes(k) ? [`${path}.${k}`] : []),
    ...privateKeysIn(v, `${path}.${k}`),
  ]);
}

describe('creator privacy', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let fan: string;
  let creator: string;
  let postId: string;
  beforeAll(async () => {
    t = await makeApp();
    call = caller(t.app);
    [fan, creator] = await Promise.all([login(t.app, 'demo-fan'), login(t.app, 'demo-creator')]);
    await call('PUT', '/performers/me', creator, {
      address: '1 Private Lane',
      zipcode: '90210',
      state: 'California',
      city: 'Los Angeles',
      dateOfBirth: '1995-06-01',
    });
    postId = (await createPost(t.app, creator, { type: 'text', text: 'Public words' }))._id;
    await call('POST', '/comments', creator, {
      objectType: 'feed',
      objectId: postId,
      content: 'Author comment',
    });
    await call('POST', '/reactions', fan, {
      objectId: (await t.app.repos.users.findByLogin('demo-creator'))!.id,
      objectType: 'performer',
      action: 'book_mark',
    });
  });
  afterAll(() => t.close());

  const routes = () => [
    '/performers/demo-creator',
    '/performers/user/search?limit=50',
    '/performers/search/random?limit=50',
    '/performers/top',
    '/user/feeds/search/demo-creator',
    '/user/feeds',
    `/user/feeds/${postId}`,
    `/comments?objectType=feed&objectId=${postId}`,
    '/reactions/performers/bookmark',
    '/follows/following',
    '/posts/search',
  ];

  test.each([
    ['a visitor', () => null],
    ['another member', () => fan],
  ])('%s never receives private creator fields', async (_who, token) => {
    const leaks: string[] = [];
    let checked = 0;
    for (const url of routes()) {
      const res = await call('GET', url, token());
      if (res.statusCode !== 200) continue;
      checked += 1;
      leaks.push(...privateKeysIn(res.json()).map((p) => `${url} ${p}`));
    }
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(leaks).toEqual([]);
  });

  test('the public sees an age range, and the city only when the creator opts in', async () => {
    const before = (await call('GET', '/performers/demo-creator', null)).json().data;
    expect(before.ageRange).toMatch(/^(\d{2}_\d{2}|over_50)$/);
    expect(before.city).toBe('');
    await call('PUT', '/performers/me', creator, { showCity: true });
    const after = (await call('GET', '/performers/demo-creator', null)).json().data;
    expect(after.city).toBe('Los Angeles');
    expect(after.address).toBeUndefined();
    const card = (await call('GET', '/performers/user/search?q=demo-creator', null)).json().data.data[0];
    expect(card.ageRange).toBe(before.ageRange);
    expect(card.dateOfBirth).toBeUndefined();
  });

  test('the owner still sees and edits every field', async () => {
    const me = (await call('GET', '/performers/me', creator)).json().data;
    expect(me).toMatchObject({
      address: '1 Private Lane',
      zipcode: '90210',
      state: 'California',
      dateOfBirth: '1995-06-01',
    });
  });
});
