// msw handlers for the creator's own videos, galleries, photos and products (/performer/performer-assets/*),
// backed by an in-memory state the tests inspect (studioState) and reset (resetStudioState). Uploads can be
// held (`studioState.hold`) so a test decides when each one finishes, or fail once per file name.
import { http, HttpResponse } from 'msw';
import { API, apiState } from './handlers';

type Raw = Record<string, unknown>;

export interface SeenForm {
  method: string;
  path: string;
  fields: Record<string, string[]>;
  /** field name -> file name */
  files: Record<string, string>;
}

const CREATOR_ID = 'c'.repeat(24);
let counter = 0;
const nextId = (prefix: string) => {
  counter += 1;
  return `${prefix}${String(counter).padStart(24 - prefix.length, '0')}`;
};

function freshStudioState() {
  return {
    videos: [] as Raw[],
    galleries: [] as Raw[],
    photos: [] as Raw[],
    products: [] as Raw[],
    forms: [] as SeenForm[],
    jsonBodies: [] as { method: string; path: string; body: unknown }[],
    queries: [] as Record<string, string>[],
    deleted: [] as string[],
    /** resolves when the upload of that file may answer */
    hold: null as null | ((fileName: string) => Promise<void>),
    /** file names whose next upload answers 500 */
    failOnce: new Set<string>(),
    /** upload order by file name (when the request arrived) */
    uploadOrder: [] as string[],
    /** answer to the next search with this error */
    searchError: null as null | { status: number; message: string },
  };
}

export let studioState = freshStudioState();

export function resetStudioState() {
  studioState = freshStudioState();
}

const ok = (data: unknown) => HttpResponse.json({ status: 0, data });
const fail = (statusCode: number, message: string | string[]) =>
  HttpResponse.json({ statusCode, message, error: 'Error' }, { status: statusCode });

function caller(request: Request) {
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  const id = apiState.tokens.get(token);
  return apiState.users.find((u) => u._id === id);
}

async function readForm(request: Request): Promise<SeenForm> {
  const form = await request.formData();
  const fields: Record<string, string[]> = {};
  const files: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') (fields[key] ??= []).push(value);
    else files[key] = (value as File).name;
  }
  const seen = { method: request.method, path: new URL(request.url).pathname, fields, files };
  studioState.forms.push(seen);
  return seen;
}

const one = (f: SeenForm, key: string) => f.fields[key]?.[f.fields[key].length - 1];
const json = (v: string | undefined) => (v ? (JSON.parse(v) as unknown) : []);
const file = (name: string, thumb = true) => ({
  _id: nextId('f'),
  name,
  status: 'finished',
  url: `${API}/files/${name}`,
  thumbnails: thumb ? [`${API}/files/thumb-${name}`] : [],
});

function list(items: Raw[], request: Request) {
  const params = Object.fromEntries(new URL(request.url).searchParams.entries());
  studioState.queries.push(params);
  if (studioState.searchError) {
    const { status, message } = studioState.searchError;
    return fail(status, message);
  }
  let rows = items;
  if (params.q) rows = rows.filter((r) => String(r.title ?? r.name).includes(params.q));
  if (params.status) rows = rows.filter((r) => r.status === params.status);
  if (params.galleryId) rows = rows.filter((r) => r.galleryId === params.galleryId);
  const offset = Number(params.offset ?? 0);
  const limit = Number(params.limit ?? 10);
  return ok({ data: rows.slice(offset, offset + limit), total: rows.length });
}

function guard(request: Request) {
  const user = caller(request);
  if (!user) return fail(401, 'Unauthorized');
  if (!user.isPerformer) return fail(403, 'Forbidden');
  return null;
}

async function gate(fileName: string) {
  studioState.uploadOrder.push(fileName);
  if (studioState.hold) await studioState.hold(fileName);
  if (studioState.failOnce.has(fileName)) {
    studioState.failOnce.delete(fileName);
    return fail(500, `Could not store ${fileName}`);
  }
  return null;
}

const BASE = `${API}/performer/performer-assets`;
const now = () => '2026-11-20T10:00:00.000Z';

export function makeVideo(overrides: Raw = {}): Raw {
  return {
    _id: nextId('v'),
    title: 'Video',
    description: '',
    tags: [],
    status: 'active',
    performerId: CREATOR_ID,
    participantIds: [CREATOR_ID],
    participants: [],
    isSale: false,
    price: 0,
    isSchedule: false,
    scheduledAt: null,
    video: file('clip.mp4'),
    thumbnail: null,
    teaser: null,
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  };
}

export function makeGallery(overrides: Raw = {}): Raw {
  return {
    _id: nextId('g'),
    title: 'Gallery',
    description: '',
    status: 'active',
    isSale: false,
    price: 0,
    performerId: CREATOR_ID,
    numOfItems: 0,
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  };
}

export function makePhoto(galleryId: string, overrides: Raw = {}): Raw {
  const id = nextId('p');
  return {
    _id: id,
    galleryId,
    performerId: CREATOR_ID,
    title: '',
    status: 'active',
    isGalleryCover: false,
    photo: file(`${id}.jpg`),
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  };
}

export function makeProduct(overrides: Raw = {}): Raw {
  return {
    _id: nextId('d'),
    name: 'Product',
    description: '',
    type: 'physical',
    status: 'active',
    price: 10,
    stock: 3,
    image: file('product.jpg'),
    performerId: CREATOR_ID,
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  };
}

function videoFromForm(f: SeenForm, base: Raw = {}): Raw {
  const has = (k: string) => f.fields[k] !== undefined;
  return {
    ...base,
    ...(has('title') ? { title: one(f, 'title') } : {}),
    ...(has('description') ? { description: one(f, 'description') } : {}),
    ...(has('tags') ? { tags: json(one(f, 'tags')) } : {}),
    ...(has('participantIds') ? { participantIds: json(one(f, 'participantIds')) } : {}),
    ...(has('status') ? { status: one(f, 'status') } : {}),
    ...(has('isSale') ? { isSale: one(f, 'isSale') === 'true', price: Number(one(f, 'price') ?? 0) } : {}),
    ...(has('isSchedule') ? { isSchedule: one(f, 'isSchedule') === 'true' } : {}),
    ...(has('scheduledAt') ? { scheduledAt: one(f, 'scheduledAt') || null } : {}),
    ...(f.files.video ? { video: { ...file(f.files.video, false), status: 'processing' } } : {}),
    ...(f.files.teaser ? { teaser: file(f.files.teaser) } : {}),
    ...(f.files.thumbnail ? { thumbnail: file(f.files.thumbnail) } : {}),
    updatedAt: now(),
  };
}

export const studioHandlers = [
  http.get(`${API}/performers/search/random`, () => ok({ data: [], total: 0 })),

  // ---- videos
  http.get(`${BASE}/videos/search`, ({ request }) => guard(request) ?? list(studioState.videos, request)),
  http.get(`${BASE}/videos/:id/view`, ({ request, params }) => {
    const denied = guard(request);
    if (denied) return denied;
    const v = studioState.videos.find((x) => x._id === params.id);
    return v ? ok(v) : fail(404, 'Video not found');
  }),
  http.post(`${BASE}/videos/upload`, async ({ request }) => {
    const denied = guard(request);
    if (denied) return denied;
    const f = await readForm(request);
    if (!f.files.video) return fail(400, ['Video file is required']);
    const failed = await gate(f.files.video);
    if (failed) return failed;
    const video = videoFromForm(f, makeVideo());
    studioState.videos.unshift(video);
    return ok(video);
  }),
  http.put(`${BASE}/videos/edit/:id`, async ({ request, params }) => {
    const denied = guard(request);
    if (denied) return denied;
    const index = studioState.videos.findIndex((x) => x._id === params.id);
    if (index < 0) return fail(404, 'Video not found');
    const f = await readForm(request);
    studioState.videos[index] = videoFromForm(f, studioState.videos[index]);
    return ok(studioState.videos[index]);
  }),
  http.delete(`${BASE}/videos/remove-file/:id`, async ({ request, params }) => {
    const denied = guard(request);
    if (denied) return denied;
    const body = (await request.json()) as { type: 'teaser' | 'thumbnail' };
    studioState.jsonBodies.push({ method: 'DELETE', path: new URL(request.url).pathname, body });
    const v = studioState.videos.find((x) => x._id === params.id);
    if (!v) return fail(404, 'Video not found');
    v[body.type] = null;
    return ok(v);
  }),
  http.delete(`${BASE}/videos/:id`, ({ request, params }) => {
    const denied = guard(request);
    if (denied) return denied;
    studioState.deleted.push(String(params.id));
    studioState.videos = studioState.videos.filter((x) => x._id !== params.id);
    return ok({ success: true });
  }),

  // ---- galleries
  http.get(
    `${BASE}/galleries/search`,
    ({ request }) => guard(request) ?? list(studioState.galleries, request),
  ),
  http.get(`${BASE}/galleries/:id/view`, ({ request, params }) => {
    const denied = guard(request);
    if (denied) return denied;
    const g = studioState.galleries.find((x) => x._id === params.id);
    return g ? ok(g) : fail(404, 'Gallery not found');
  }),
  http.post(`${BASE}/galleries`, async ({ request }) => {
    const denied = guard(request);
    if (denied) return denied;
    const body = (await request.json()) as Raw;
    studioState.jsonBodies.push({ method: 'POST', path: new URL(request.url).pathname, body });
    const g = makeGallery(body);
    studioState.galleries.unshift(g);
    return ok(g);
  }),
  http.put(`${BASE}/galleries/:id`, async ({ request, params }) => {
    const denied = guard(request);
    if (denied) return denied;
    const body = (await request.json()) as Raw;
    studioState.jsonBodies.push({ method: 'PUT', path: new URL(request.url).pathname, body });
    const g = studioState.galleries.find((x) => x._id === params.id);
    if (!g) return fail(404, 'Gallery not found');
    Object.assign(g, body);
    return ok(g);
  }),
  http.delete(`${BASE}/galleries/:id`, ({ request, params }) => {
    const denied = guard(request);
    if (denied) return denied;
    studioState.deleted.push(String(params.id));
    studioState.galleries = studioState.galleries.filter((x) => x._id !== params.id);
    return ok({ success: true });
  }),

  // ---- photos
  http.get(`${BASE}/photos/search`, ({ request }) => guard(request) ?? list(studioState.photos, request)),
  http.post(`${BASE}/photos/upload`, async ({ request }) => {
    const denied = guard(request);
    if (denied) return denied;
    const f = await readForm(request);
    const galleryId = one(f, 'galleryId') ?? '';
    if (!f.files.photo) return fail(400, ['Photo file is required']);
    const failed = await gate(f.files.photo);
    if (failed) return failed;
    if (studioState.photos.filter((p) => p.galleryId === galleryId).length >= 100) {
      return fail(422, 'A gallery holds at most 100 photos');
    }
    const photo = makePhoto(galleryId, { title: f.files.photo });
    studioState.photos.push(photo);
    return ok(photo);
  }),
  http.post(`${BASE}/photos/set-cover/:id`, ({ request, params }) => {
    const denied = guard(request);
    if (denied) return denied;
    const photo = studioState.photos.find((p) => p._id === params.id);
    if (!photo) return fail(404, 'Photo not found');
    for (const p of studioState.photos) {
      if (p.galleryId === photo.galleryId) p.isGalleryCover = p._id === photo._id;
    }
    return ok(photo);
  }),
  http.delete(`${BASE}/photos/:id`, ({ request, params }) => {
    const denied = guard(request);
    if (denied) return denied;
    studioState.deleted.push(String(params.id));
    studioState.photos = studioState.photos.filter((p) => p._id !== params.id);
    return ok({ success: true });
  }),

  // ---- products
  http.get(`${BASE}/products/search`, ({ request }) => guard(request) ?? list(studioState.products, request)),
  http.get(`${BASE}/products/:id/view`, ({ request, params }) => {
    const denied = guard(request);
    if (denied) return denied;
    const p = studioState.products.find((x) => x._id === params.id);
    return p ? ok(p) : fail(404, 'Product not found');
  }),
  http.post(`${BASE}/products`, async ({ request }) => {
    const denied = guard(request);
    if (denied) return denied;
    const f = await readForm(request);
    const p = makeProduct({
      name: one(f, 'name'),
      type: one(f, 'type'),
      price: Number(one(f, 'price')),
      stock: Number(one(f, 'stock')),
      status: one(f, 'status'),
    });
    studioState.products.unshift(p);
    return ok(p);
  }),
  http.put(`${BASE}/products/:id`, async ({ request, params }) => {
    const denied = guard(request);
    if (denied) return denied;
    const f = await readForm(request);
    const p = studioState.products.find((x) => x._id === params.id);
    if (!p) return fail(404, 'Product not found');
    Object.assign(p, {
      name: one(f, 'name'),
      price: Number(one(f, 'price')),
      stock: Number(one(f, 'stock')),
    });
    return ok(p);
  }),
  http.delete(`${BASE}/products/:id`, ({ request, params }) => {
    const denied = guard(request);
    if (denied) return denied;
    studioState.deleted.push(String(params.id));
    studioState.products = studioState.products.filter((x) => x._id !== params.id);
    return ok({ success: true });
  }),
];
