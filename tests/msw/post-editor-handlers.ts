// msw handlers for the creator post endpoints (contract "Feeds"): /performer/feeds*, polls and the five uploads.
// Tests add them with `server.use(...postEditorHandlers)` and inspect / tweak `postState`.
import { http, HttpResponse } from 'msw';
import { API, apiState } from './handlers';

type Raw = Record<string, unknown>;

function freshPostState() {
  return {
    posts: [] as Raw[],
    polls: [] as Raw[],
    uploads: [] as { kind: string; name: string; id: string }[],
    /** bodies of POST / PUT /performer/feeds, in order */
    created: [] as Raw[],
    updated: [] as { id: string; body: Raw }[],
    deleted: [] as string[],
    listQueries: [] as Record<string, string>[],
    /** next POST /performer/feeds answers with this error instead */
    createError: null as { status: number; message: string } | null,
    /** uploads of these file names fail with 415 */
    failUploads: new Set<string>(),
    seq: 0,
  };
}

export let postState = freshPostState();

export function resetPostState() {
  postState = freshPostState();
}

const ok = (data: unknown) => HttpResponse.json({ status: 0, data });
const fail = (statusCode: number, message: string) =>
  HttpResponse.json({ statusCode, message, error: 'Error' }, { status: statusCode });

function caller(request: Request) {
  const token = request.headers.get('authorization') ?? '';
  const id = apiState.tokens.get(token);
  return apiState.users.find((u) => u._id === id);
}

function creatorOnly(request: Request): Response | null {
  const user = caller(request);
  if (!user) return fail(401, 'Unauthorized');
  if (!user.isPerformer) return fail(403, 'Forbidden');
  return null;
}

const nextId = (prefix: string) => {
  postState.seq += 1;
  return `${prefix}${String(postState.seq).padStart(24 - prefix.length, '0')}`;
};

export function makePost(overrides: Raw = {}): Raw {
  return {
    _id: nextId('post'),
    type: 'text',
    text: 'Hello fans',
    isSale: false,
    price: 0,
    fileIds: [],
    files: [],
    pollIds: [],
    polls: [],
    status: 'active',
    isPinned: false,
    isSchedule: false,
    scheduleAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const KINDS = ['photo', 'video', 'audio', 'thumbnail', 'teaser'];

export const postEditorHandlers = [
  http.get(`${API}/performer/feeds`, ({ request }) => {
    const denied = creatorOnly(request);
    if (denied) return denied;
    const params = Object.fromEntries(new URL(request.url).searchParams.entries());
    postState.listQueries.push(params);
    let list = postState.posts;
    if (params.type) list = list.filter((p) => p.type === params.type);
    if (params.q) list = list.filter((p) => String(p.text).toLowerCase().includes(params.q.toLowerCase()));
    const offset = Number(params.offset ?? 0);
    const limit = Number(params.limit ?? 10);
    return ok({ data: list.slice(offset, offset + limit), total: list.length });
  }),
  http.post(`${API}/performer/feeds/polls`, async ({ request }) => {
    const denied = creatorOnly(request);
    if (denied) return denied;
    const body = (await request.json()) as Raw;
    const poll = {
      _id: nextId('poll'),
      description: body.description,
      expiredAt: body.expiredAt ?? null,
      totalVote: 0,
    };
    postState.polls.push(poll);
    return ok(poll);
  }),
  http.post(`${API}/performer/feeds/:kind/upload`, async ({ request, params }) => {
    const denied = creatorOnly(request);
    if (denied) return denied;
    const kind = String(params.kind);
    if (!KINDS.includes(kind)) return fail(404, 'Not found');
    const form = await request.formData();
    const file = form.get('file') as File | null;
    if (!file) return fail(400, 'File is required');
    if (postState.failUploads.has(file.name)) return fail(415, 'This file type is not supported');
    const id = nextId('file');
    postState.uploads.push({ kind, name: file.name, id });
    return ok({
      _id: id,
      type: `feed-${kind}`,
      name: file.name,
      mimeType: file.type,
      status: kind === 'photo' || kind === 'thumbnail' ? 'finished' : 'processing',
      thumbnails: [],
      url: `${API}/files/${kind}/${file.name}`,
    });
  }),
  http.post(`${API}/performer/feeds`, async ({ request }) => {
    const denied = creatorOnly(request);
    if (denied) return denied;
    const body = (await request.json()) as Raw;
    postState.created.push(body);
    if (postState.createError) return fail(postState.createError.status, postState.createError.message);
    const post = makePost(body);
    postState.posts.unshift(post);
    return ok(post);
  }),
  http.get(`${API}/performer/feeds/:id`, ({ request, params }) => {
    const denied = creatorOnly(request);
    if (denied) return denied;
    const post = postState.posts.find((p) => p._id === params.id);
    return post ? ok(post) : fail(404, 'Post not found');
  }),
  http.put(`${API}/performer/feeds/:id`, async ({ request, params }) => {
    const denied = creatorOnly(request);
    if (denied) return denied;
    const body = (await request.json()) as Raw;
    postState.updated.push({ id: String(params.id), body });
    const post = postState.posts.find((p) => p._id === params.id);
    if (!post) return fail(404, 'Post not found');
    Object.assign(post, body);
    return ok(post);
  }),
  http.delete(`${API}/performer/feeds/:id`, ({ request, params }) => {
    const denied = creatorOnly(request);
    if (denied) return denied;
    const before = postState.posts.length;
    postState.posts = postState.posts.filter((p) => p._id !== params.id);
    if (postState.posts.length === before) return fail(404, 'Post not found');
    postState.deleted.push(String(params.id));
    return ok({ success: true });
  }),
];
