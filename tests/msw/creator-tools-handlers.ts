// msw handlers for issue 3's blocking, bookmarks, CMS pages, contact, reports and keyword search. Kept apart
// from handlers.ts (shared); tests add them with `server.use(...creatorToolsHandlers)` in a beforeEach.
import { http, HttpResponse } from 'msw';
import { API, apiState } from './handlers';

type Raw = Record<string, unknown>;

function freshToolsState() {
  return {
    blocks: [] as Raw[],
    blockedCountries: [] as string[],
    bookmarks: {
      performers: [] as Raw[],
      feeds: [] as Raw[],
      videos: [] as Raw[],
      galleries: [] as Raw[],
      products: [] as Raw[],
    },
    keywords: [
      { keyword: 'yoga', count: 5 },
      { keyword: 'cooking', count: 3 },
    ] as { keyword: string; count: number }[],
    pages: {
      help: {
        _id: 'p'.repeat(24),
        title: 'Help',
        slug: 'help',
        shortDescription: '',
        content:
          '<p>Read the <a href="https://example.com/faq" onclick="alert(1)">FAQ</a></p>' +
          '<script>window.__xss = 1</script><img src="x" onerror="window.__xss=2"><b>Bold</b>',
      },
    } as Record<string, Raw>,
    lastBody: {} as Record<string, unknown>,
    contactStatus: 200,
    calls: { blockUsers: 0, keywordsList: 0 },
  };
}

export let toolsState = freshToolsState();

export function resetToolsState() {
  toolsState = freshToolsState();
}

const ok = (data: unknown) => HttpResponse.json({ status: 0, data });
const fail = (statusCode: number, message: string | string[], error = 'Error') =>
  HttpResponse.json({ statusCode, message, error }, { status: statusCode });

function caller(request: Request) {
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  const id = apiState.tokens.get(token);
  return apiState.users.find((u) => u._id === id);
}

function paged(list: unknown[], url: string) {
  const params = new URL(url).searchParams;
  const offset = Number(params.get('offset') ?? 0);
  const limit = Number(params.get('limit') ?? 10);
  return ok({ data: list.slice(offset, offset + limit), total: list.length });
}

export const creatorToolsHandlers = [
  http.get(`${API}/block/users`, ({ request }) => {
    const user = caller(request);
    if (!user) return fail(401, 'Unauthorized');
    if (!user.isPerformer) return fail(403, 'Forbidden');
    toolsState.calls.blockUsers += 1;
    return paged(toolsState.blocks, request.url);
  }),
  http.post(`${API}/block/users`, async ({ request }) => {
    const user = caller(request);
    if (!user?.isPerformer) return fail(403, 'Forbidden');
    const body = (await request.json()) as Raw;
    toolsState.lastBody.block = body;
    const target = apiState.users.find((u) => u._id === body.targetId);
    if (!target) return fail(404, 'User not found');
    const row = {
      _id: `blk${String(body.targetId).slice(3)}`,
      source: 'performer',
      sourceId: user._id,
      target: 'user',
      targetId: target._id,
      reason: body.reason,
      createdAt: '2026-11-20T10:00:00.000Z',
      targetInfo: { _id: target._id, name: target.name, username: target.username, avatar: '' },
    };
    toolsState.blocks = [row, ...toolsState.blocks.filter((b) => b.targetId !== target._id)];
    return ok(row);
  }),
  http.delete(`${API}/block/users/:userId`, ({ request, params }) => {
    if (!caller(request)?.isPerformer) return fail(403, 'Forbidden');
    if (params.userId === 'broken') return fail(500, 'Database is down');
    toolsState.blocks = toolsState.blocks.filter((b) => b.targetId !== params.userId);
    return ok({ success: true });
  }),
  http.get(`${API}/users/search`, ({ request }) => {
    if (!caller(request)?.isPerformer) return fail(403, 'Forbidden');
    const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
    const fans = apiState.users.filter(
      (u) => !u.isPerformer && (String(u.name).toLowerCase().includes(q) || u.username.includes(q)),
    );
    return ok({
      data: fans.map((u) => ({ _id: u._id, name: u.name, username: u.username, avatar: '' })),
      total: fans.length,
    });
  }),
  http.get(`${API}/performers/me`, ({ request }) => {
    const user = caller(request);
    if (!user?.isPerformer) return fail(403, 'Forbidden');
    return ok({ ...user, blockCountries: { countryCodes: toolsState.blockedCountries } });
  }),
  http.post(`${API}/block/countries`, async ({ request }) => {
    const user = caller(request);
    if (!user?.isPerformer) return fail(403, 'Forbidden');
    const body = (await request.json()) as { countryCodes: string[] };
    toolsState.lastBody.countries = body;
    toolsState.blockedCountries = body.countryCodes;
    return ok({ source: 'performer', sourceId: user._id, countryCodes: body.countryCodes });
  }),
  http.get(`${API}/reactions/:type/bookmark`, ({ request, params }) => {
    if (!caller(request)) return fail(401, 'Unauthorized');
    const list = toolsState.bookmarks[params.type as keyof typeof toolsState.bookmarks];
    if (!list) return fail(400, ['type must be one of performers, feeds, videos, galleries, products']);
    return paged(list, request.url);
  }),
  http.delete(`${API}/reactions`, async ({ request }) => {
    if (!caller(request)) return fail(401, 'Unauthorized');
    const body = (await request.json()) as Raw;
    toolsState.lastBody.reaction = body;
    toolsState.bookmarks.performers = toolsState.bookmarks.performers.filter(
      (b) => b.objectId !== body.objectId,
    );
    return ok({ success: true, removed: true });
  }),
  http.post(`${API}/search/keywords`, async ({ request }) => {
    const body = (await request.json()) as { keyword: string };
    toolsState.lastBody.keyword = body;
    return ok({ keyword: body.keyword.toLowerCase(), count: 1 });
  }),
  http.get(`${API}/search/list/keywords`, () => {
    toolsState.calls.keywordsList += 1;
    return ok({ data: toolsState.keywords, total: toolsState.keywords.length });
  }),
  http.get(`${API}/posts/:id`, ({ params }) => {
    const page = toolsState.pages[String(params.id)];
    return page ? ok(page) : fail(404, 'This page is not found', 'Not Found');
  }),
  http.post(`${API}/contact`, async ({ request }) => {
    const body = (await request.json()) as Raw;
    toolsState.lastBody.contact = body;
    if (toolsState.contactStatus === 429) {
      return fail(429, 'Rate limit exceeded, retry in 1 minute', 'Too Many Requests');
    }
    return ok({ message: 'Thank you for contacting us, we will reply within 48 hours.' });
  }),
  http.post(`${API}/reports`, async ({ request }) => {
    if (!caller(request)) return fail(401, 'Unauthorized');
    const body = (await request.json()) as Raw;
    toolsState.lastBody.report = body;
    return ok({ _id: 'r'.repeat(24), ...body });
  }),
];
