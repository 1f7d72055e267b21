// msw handlers for issue 3's creator profiles, directory, suggestions, bookmarks of creators, follow lists and
// site promos. Kept apart from handlers.ts (shared); tests add them with `server.use(...performerHandlers)`.
import { http, HttpResponse } from 'msw';
import { API, apiState } from './handlers';

type Raw = Record<string, unknown>;

export const CREATOR_ID = 'c'.repeat(24);

export function rawCreator(overrides: Raw = {}): Raw {
  return {
    _id: CREATOR_ID,
    name: 'Demo Creator',
    username: 'demo-creator',
    avatar: 'http://localhost:8080/files/avatar.jpg',
    cover: 'http://localhost:8080/files/cover.jpg',
    country: 'DE',
    gender: 'female',
    ageRange: '29_31',
    bio: 'Hello! See https://example.com/about and <b>bold</b>',
    stats: {
      likes: 1500,
      subscribers: 12,
      followers: 3,
      totalFeeds: 2,
      totalVideos: 0,
      totalPhotos: 1234567,
      totalGalleries: 0,
      totalProducts: 0,
    },
    isOnline: 1,
    live: 0,
    verifiedAccount: true,
    isFeatured: false,
    isFreeSubscription: true,
    durationFreeSubscriptionDays: 3,
    monthlyPrice: 9.99,
    yearlyPrice: 99.99,
    isSubscribed: false,
    isFollowed: false,
    isBookMarked: false,
    usedFreeSubscription: false,
    welcomeVideoPath: '',
    activateWelcomeVideo: false,
    ...overrides,
  };
}

function freshPerformerState() {
  return {
    profiles: { 'demo-creator': rawCreator() } as Record<string, Raw>,
    directory: [
      rawCreator(),
      rawCreator({
        _id: '1'.repeat(24),
        name: 'Anna',
        username: 'anna',
        gender: 'female',
        country: 'FR',
        isOnline: 0,
      }),
      rawCreator({
        _id: '2'.repeat(24),
        name: 'Bob',
        username: 'bob',
        gender: 'male',
        country: 'DE',
        isFollowed: true,
      }),
    ] as Raw[],
    bookmarks: new Set<string>(),
    lastSearch: null as Record<string, string> | null,
    profileCalls: 0,
    lastProfileHeaders: null as Record<string, string> | null,
    promos: [
      {
        _id: 'p1',
        title: 'Spring sale',
        link: 'https://example.com/sale',
        photo: { url: 'http://localhost:8080/files/p1.jpg' },
      },
      {
        _id: 'p2',
        title: 'Bad link',
        link: 'javascript:alert(1)',
        photo: { url: 'http://localhost:8080/files/p2.jpg' },
      },
    ] as Raw[],
  };
}

export let performerState = freshPerformerState();

export function resetPerformerState() {
  performerState = freshPerformerState();
}

const ok = (data: unknown) => HttpResponse.json({ status: 0, data });
const fail = (statusCode: number, message: string) =>
  HttpResponse.json({ statusCode, message, error: 'Error' }, { status: statusCode });

function signedIn(request: Request): boolean {
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  return apiState.tokens.has(token);
}

export const performerHandlers = [
  http.get(`${API}/performers/user/search`, ({ request }) => {
    const params = Object.fromEntries(new URL(request.url).searchParams.entries());
    performerState.lastSearch = params;
    let list = performerState.directory;
    if (params.gender) list = list.filter((p) => p.gender === params.gender);
    if (params.country) list = list.filter((p) => p.country === params.country);
    const offset = Number(params.offset ?? 0);
    const limit = Number(params.limit ?? 10);
    return ok({ data: list.slice(offset, offset + limit), total: list.length });
  }),
  http.get(`${API}/performers/search/random`, () =>
    ok({ data: performerState.directory.slice(0, 2), total: 2 }),
  ),
  http.get(`${API}/performers/top`, () =>
    ok({ data: performerState.directory, total: performerState.directory.length }),
  ),
  http.get(`${API}/performers/:id`, ({ params, request }) => {
    performerState.profileCalls += 1;
    performerState.lastProfileHeaders = Object.fromEntries(request.headers.entries());
    const id = String(params.id);
    if (id === 'suspended') return fail(403, 'This account is suspended');
    if (id === 'blocked') return fail(403, 'You have been blocked by this creator');
    const profile =
      performerState.profiles[id] ?? Object.values(performerState.profiles).find((p) => p._id === id);
    if (!profile) return fail(404, 'This account is not found');
    return ok({
      ...profile,
      isBookMarked: performerState.bookmarks.has(String(profile._id)) || profile.isBookMarked,
    });
  }),
  http.post(`${API}/reactions`, async ({ request }) => {
    if (!signedIn(request)) return fail(401, 'Unauthorized');
    const body = (await request.json()) as Raw;
    if (body.objectId === 'missing') return fail(404, 'Not found');
    performerState.bookmarks.add(String(body.objectId));
    return ok({ _id: 'r1', ...body });
  }),
  http.delete(`${API}/reactions`, async ({ request }) => {
    if (!signedIn(request)) return fail(401, 'Unauthorized');
    const body = (await request.json()) as Raw;
    performerState.bookmarks.delete(String(body.objectId));
    return ok({ success: true, removed: true });
  }),
  http.get(`${API}/follows/following`, ({ request }) => {
    if (!signedIn(request)) return fail(401, 'Unauthorized');
    const rows = performerState.directory.map((p, i) => ({
      _id: `f${i}`,
      followingId: p._id,
      createdAt: '2026-01-01T00:00:00.000Z',
      followingInfo: p,
    }));
    return ok({ data: rows, total: rows.length });
  }),
  http.get(`${API}/follows/followers`, ({ request }) => {
    if (!signedIn(request)) return fail(401, 'Unauthorized');
    return ok({
      data: [
        {
          _id: 'x1',
          followerId: 'f'.repeat(24),
          followerInfo: { _id: 'f'.repeat(24), name: 'Demo Fan', username: 'demo-fan', isPerformer: false },
        },
      ],
      total: 1,
    });
  }),
  http.get(`${API}/site-promo/search`, () =>
    ok({ data: performerState.promos, total: performerState.promos.length }),
  ),
];
