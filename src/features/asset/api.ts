// The public asset calls every kind shares (contract "Videos, galleries, photos, products"): one detail and one
// search call per kind, optional login (the browser sends its cookie token; on the server the page passes the
// visitor's token and IP).
import {
  get,
  setParams,
  toListPage,
  unwrap,
  viewerRequest,
  type ListData,
  type ListPage,
  type RequestOptions,
  type ViewerOptions,
} from '@/lib/http-client';
import type { GalleryJson, ProductJson, VideoJson } from '@api/schemas/assets';

/** What the public asset routes answer with (one shape per kind). */
type AssetJson = VideoJson | GalleryJson | ProductJson;

export type AssetApiOptions = Pick<ViewerOptions, 'token' | 'clientIp'>;

/** Request options for an optional-login call: never bounce to the login page. */
export function assetRequest(opts: AssetApiOptions = {}): RequestOptions {
  return viewerRequest({ ...opts, noAuthRedirect: true });
}

export interface AssetSearchQuery {
  performerId?: string;
  excludedId?: string;
  q?: string;
  offset?: number;
  limit?: number;
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
      return map(await unwrap(get<AssetJson>(path, undefined, assetRequest(opts))));
    },
    /** GET /performer-assets/{kind}/search?performerId=&excludedId=&offset=&limit= (only the set keys: the API
     * reads an empty excludedId as a value) */
    async search(query: Q, opts?: AssetApiOptions): Promise<ListPage<T>> {
      const path = `/performer-assets/${kind}/search`;
      return toListPage(
        await unwrap(get<ListData<AssetJson>>(path, setParams(query), assetRequest(opts))),
        map,
      );
    },
  };
}
