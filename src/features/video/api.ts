// Public video calls (contract "Videos, galleries, photos, products"; reference §2.3 /video/[id], §5.7).
// Optional login: the browser sends its cookie token; on the server the page passes the visitor's token and IP.
import { get, unwrap, type ListData, type RequestOptions } from '@/lib/http-client';
import { type MediaStatus } from './media';
import { toVideo, type Video } from './types';

export interface Page<T> {
  items: T[];
  total: number;
}

export interface AssetApiOptions {
  /** server side: the cookie's token (the browser sends its own) */
  token?: string;
  /** server side: the visitor's IP (creator-level country blocks apply to the visitor, not to Next) */
  clientIp?: string;
}

/** Request options for an optional-login call: never bounce to the login page. */
export function assetRequest(opts: AssetApiOptions = {}): RequestOptions {
  const request: RequestOptions = { noAuthRedirect: true };
  if (opts.token) request.token = opts.token;
  if (opts.clientIp) request.headers = { 'x-client-ip': opts.clientIp, 'x-forwarded-for': opts.clientIp };
  return request;
}

export function toPage<T>(data: ListData<unknown> | null | undefined, map: (raw: unknown) => T): Page<T> {
  const list = Array.isArray(data?.data) ? data.data : [];
  return { items: list.map(map), total: typeof data?.total === 'number' ? data.total : list.length };
}

export interface AssetSearchQuery {
  performerId?: string;
  excludedId?: string;
  q?: string;
  offset?: number;
  limit?: number;
}

/** Only the set keys: the API reads an empty excludedId as a value. */
export function searchParams(query: AssetSearchQuery & { isSale?: boolean }): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
}

/** One public asset kind's detail and search calls (`/performer-assets/{kind}/...`), mapped to client models. */
export function assetCalls<T, Q extends AssetSearchQuery = AssetSearchQuery>(
  kind: 'videos' | 'galleries' | 'products',
  map: (raw: unknown) => T,
) {
  return {
    /** GET /performer-assets/{kind}/{id or slug}: 404 "not found", 403 with the API's message. */
    async get(idOrSlug: string, opts?: AssetApiOptions): Promise<T> {
      const path = `/performer-assets/${kind}/${encodeURIComponent(idOrSlug)}`;
      return map(await unwrap(get<unknown>(path, undefined, assetRequest(opts))));
    },
    /** GET /performer-assets/{kind}/search?performerId=&excludedId=&offset=&limit= */
    async search(query: Q, opts?: AssetApiOptions): Promise<Page<T>> {
      const path = `/performer-assets/${kind}/search`;
      return toPage(await unwrap(get<ListData<unknown>>(path, searchParams(query), assetRequest(opts))), map);
    },
  };
}

const videoCalls = assetCalls<Video, AssetSearchQuery & { isSale?: boolean }>('videos', toVideo);

/** GET /performer-assets/videos/{id or slug} */
export const getVideo = videoCalls.get;
/** GET /performer-assets/videos/search?performerId=&excludedId=&isSale=&offset=&limit= */
export const searchVideos = videoCalls.search;

export interface FileStatus {
  status: MediaStatus;
  url: string | null;
}

/** GET /performer-assets/videos/{videoId}/file/{fileId}/status → {status, url} (url only when finished and allowed). */
export async function getVideoFileStatus(videoId: string, fileId: string): Promise<FileStatus> {
  const data = await unwrap(
    get<{ status?: unknown; url?: unknown }>(
      `/performer-assets/videos/${encodeURIComponent(videoId)}/file/${encodeURIComponent(fileId)}/status`,
      undefined,
      { noAuthRedirect: true },
    ),
  );
  const status = data?.status === 'finished' || data?.status === 'error' ? data.status : 'processing';
  return { status, url: typeof data?.url === 'string' && data.url ? data.url : null };
}
