// The one request shape of the creator's asset calls (/performer/performer-assets/*): list pages, an item as its
// owner sees it, multipart create/update with progress and Idempotency-Key, deletes. video-api.ts, gallery-api.ts
// and product-api.ts use it; api.ts is what the rest of the app imports.
import {
  del,
  get,
  unwrap,
  upload,
  type ListData,
  type RequestOptions,
  type UploadFile,
} from '@/lib/http-client';
import { intentKey } from '@/lib/idempotency';
import type { GalleryJson, PhotoJson, ProductJson, VideoJson } from '@api/schemas/assets';
import type { SuccessJson } from '@api/schemas/common';

/** What the creator's own item routes answer with: a video, gallery, product or photo. */
type StudioJson = VideoJson | GalleryJson | ProductJson | PhotoJson;

export const BASE = '/performer/performer-assets';

export interface Page<T> {
  items: T[];
  total: number;
}

/** Query of every creator list (contract): q, status, offset, limit, sortBy, sort. */
export interface StudioListQuery {
  q?: string;
  status?: string;
  offset: number;
  limit: number;
  sortBy?: string;
  sort?: 'asc' | 'desc';
}

export type Progress = (percent: number) => void;

/** Server side the cookie's token is passed explicitly (update pages load their item in getInitialProps). */
export interface LoadOptions {
  token?: string;
}

export const id = (value: string) => encodeURIComponent(value);

export function page<T>(data: ListData<unknown> | null | undefined, map: (raw: unknown) => T): Page<T> {
  const list = Array.isArray(data?.data) ? data.data : [];
  return { items: list.map(map), total: typeof data?.total === 'number' ? data.total : list.length };
}

function cleanQuery(query: StudioListQuery): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
}

function loadOptions(opts?: LoadOptions): RequestOptions {
  return opts?.token ? { token: opts.token, noAuthRedirect: true } : {};
}

/** One page of a creator list: GET {BASE}/{kind}/search. */
export async function searchAssets<T>(
  kind: string,
  query: StudioListQuery,
  map: (raw: unknown) => T,
): Promise<Page<T>> {
  return page(await unwrap(get<ListData<StudioJson>>(`${BASE}/${kind}/search`, cleanQuery(query))), map);
}

/** One item as its owner sees it: GET {BASE}/{kind}/{id}/view. */
export async function viewAsset<T>(
  kind: string,
  assetId: string,
  opts: LoadOptions | undefined,
  map: (raw: unknown) => T,
): Promise<T> {
  return map(
    await unwrap(get<StudioJson>(`${BASE}/${kind}/${id(assetId)}/view`, undefined, loadOptions(opts))),
  );
}

interface Multipart<T> {
  /** below BASE */
  path: string;
  method?: 'POST' | 'PUT';
  parts: UploadFile[];
  body: Record<string, unknown>;
  map: (raw: unknown) => T;
  /** A creation's intent (lib/idempotency): sent as Idempotency-Key with a digest of fields and files. */
  intentId?: string;
}

/** One multipart create / update / upload with its progress, mapped to the client model. */
export async function sendMultipart<T>(
  { path, method = 'POST', parts, body, map, intentId }: Multipart<T>,
  onProgress?: Progress,
  signal?: AbortSignal,
): Promise<T> {
  const idempotencyKey = intentId ? intentKey(intentId, { path, body, parts }) : undefined;
  return map(
    await unwrap(
      upload<StudioJson>(`${BASE}/${path}`, parts, body, onProgress, { method, signal, idempotencyKey }),
    ),
  );
}

/** DELETE {BASE}/{path}; `body` for the calls that name what to remove. */
export async function remove(path: string, body?: unknown): Promise<void> {
  await del<SuccessJson | VideoJson>(`${BASE}/${path}`, body);
}
