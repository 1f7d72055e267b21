// Public gallery and photo calls (contract "Videos, galleries, photos, products"; reference §2.3 /gallery/[id]).
import { get, toListPage, unwrap, type ListData, type ListPage } from '@/lib/http-client';
import { type AssetApiOptions, assetCalls, assetRequest } from '@/features/asset';
import { toGallery, toPhoto, type Photo } from './types';
import type { PhotoJson } from '@api/schemas/assets';

/** A gallery holds at most 100 photos (contract); the page asks for all of them at once (reference: limit 200). */
export const GALLERY_PHOTOS_LIMIT = 200;

const galleryCalls = assetCalls('galleries', toGallery);

/** GET /performer-assets/galleries/{id or slug} */
export const getGallery = galleryCalls.get;
/** GET /performer-assets/galleries/search?performerId=&excludedId=&offset=&limit= */
export const searchGalleries = galleryCalls.search;

/** GET /performer-assets/photos?galleryId=&offset=&limit= (locked: url null, blurred previews). */
export async function getGalleryPhotos(
  galleryId: string,
  opts?: AssetApiOptions,
  limit: number = GALLERY_PHOTOS_LIMIT,
): Promise<ListPage<Photo>> {
  const data = await unwrap(
    get<ListData<PhotoJson>>('/performer-assets/photos', { galleryId, offset: 0, limit }, assetRequest(opts)),
  );
  return toListPage(data, toPhoto);
}
