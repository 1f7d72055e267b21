// msw handlers for the public video, gallery, photo and product endpoints (contract "Videos, galleries, photos,
// products"), backed by a small in-memory state. Tests add them with `server.use(...assetHandlers)`.
import { http, HttpResponse } from 'msw';
import { API } from './handlers';
import { rawPerformerCard } from '../fixtures/assets';

type Raw = Record<string, unknown>;

function freshAssetState() {
  return {
    videos: [] as Raw[],
    galleries: [] as Raw[],
    photos: [] as Raw[],
    products: [] as Raw[],
    performers: {
      [String(rawPerformerCard()._id)]: { ...rawPerformerCard(), bio: '', isSubscribed: false },
    } as Record<string, Raw>,
    /** id/slug → forced error for the detail endpoints */
    errors: {} as Record<string, { status: number; message: string }>,
    /** answers of the video file-status endpoint, in order (the last one repeats) */
    fileStatuses: [] as { status: string; url: string | null }[],
    /** every search query seen: `${kind}?${query}` */
    queries: [] as string[],
    calls: { fileStatus: 0, performers: 0 },
  };
}

export let assetState = freshAssetState();

export function resetAssetState() {
  assetState = freshAssetState();
}

const ok = (data: unknown) => HttpResponse.json({ status: 0, data });
const fail = (statusCode: number, message: string) =>
  HttpResponse.json({ statusCode, message, error: 'Error' }, { status: statusCode });

function search(kind: string, list: Raw[], url: string) {
  const params = new URL(url).searchParams;
  assetState.queries.push(`${kind}?${params.toString()}`);
  const performerId = params.get('performerId');
  const excludedId = params.get('excludedId');
  const offset = Number(params.get('offset') ?? 0);
  const limit = Number(params.get('limit') ?? 10);
  const matching = list.filter(
    (item) => (!performerId || item.performerId === performerId) && (!excludedId || item._id !== excludedId),
  );
  return ok({ data: matching.slice(offset, offset + limit), total: matching.length });
}

function detail(list: Raw[], id: string, notFound: string) {
  const forced = assetState.errors[id];
  if (forced) return fail(forced.status, forced.message);
  const item = list.find((i) => i._id === id || i.slug === id);
  return item ? ok(item) : fail(404, notFound);
}

export const assetHandlers = [
  http.get(`${API}/performer-assets/videos/search`, ({ request }) =>
    search('videos', assetState.videos, request.url),
  ),
  http.get(`${API}/performer-assets/videos/:videoId/file/:fileId/status`, () => {
    assetState.calls.fileStatus += 1;
    const list = assetState.fileStatuses;
    const next = list.length > 1 ? list.shift() : list[0];
    return ok({ _id: 'file', ...(next ?? { status: 'processing', url: null }) });
  }),
  http.get(`${API}/performer-assets/videos/:id`, ({ params }) =>
    detail(assetState.videos, String(params.id), 'Video not found'),
  ),
  http.get(`${API}/performer-assets/galleries/search`, ({ request }) =>
    search('galleries', assetState.galleries, request.url),
  ),
  http.get(`${API}/performer-assets/galleries/:id`, ({ params }) =>
    detail(assetState.galleries, String(params.id), 'Gallery not found'),
  ),
  http.get(`${API}/performer-assets/photos`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    assetState.queries.push(`photos?${params.toString()}`);
    const galleryId = params.get('galleryId');
    const photos = assetState.photos.filter((p) => p.galleryId === galleryId);
    return ok({ data: photos.slice(0, Number(params.get('limit') ?? 10)), total: photos.length });
  }),
  http.get(`${API}/performer-assets/products/search`, ({ request }) =>
    search('products', assetState.products, request.url),
  ),
  http.get(`${API}/performer-assets/products/:id`, ({ params }) =>
    detail(assetState.products, String(params.id), 'Product not found'),
  ),
  http.get(`${API}/performers/:id`, ({ params }) => {
    assetState.calls.performers += 1;
    const p =
      assetState.performers[String(params.id)] ??
      Object.values(assetState.performers).find((x) => x.username === params.id);
    return p ? ok(p) : fail(404, 'Performer not found');
  }),
];
