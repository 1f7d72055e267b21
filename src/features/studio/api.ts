// The creator's own videos, galleries, photos and products (contract "Videos, galleries, photos, products",
// reference §2.5): /performer/performer-assets/*. Raw JSON goes through the asset mappers of video/gallery/product.
// One file a kind (video-api.ts, gallery-api.ts, product-api.ts) over one request shape (asset-requests.ts);
// this file is what the rest of the app imports.
import { get, unwrap, type ListData } from '@/lib/http-client';
import { type PerformerCard, toPerformerCard } from '@/features/performer';
import { page } from './asset-requests';

export type { LoadOptions, Page, StudioListQuery } from './asset-requests';
export {
  bulkVideoFields,
  deleteVideo,
  getMyVideo,
  removeVideoFile,
  searchMyVideos,
  updateVideo,
  uploadVideo,
  type VideoFields,
  type VideoFiles,
} from './video-api';
export {
  MAX_GALLERY_PHOTOS,
  createGallery,
  deleteGallery,
  deletePhoto,
  getMyGallery,
  searchGalleryPhotos,
  searchMyGalleries,
  setGalleryCover,
  updateGallery,
  uploadPhoto,
  type GalleryFields,
} from './gallery-api';
export {
  createProduct,
  deleteProduct,
  getMyProduct,
  searchMyProducts,
  updateProduct,
  type ProductFields,
  type ProductFiles,
} from './product-api';
import type { PerformerCardJson } from '@api/schemas/performers';

/** Creators for the participant picker: a keyword search, or a random handful before anything is typed. */
export async function searchCreators(q: string, limit = 10): Promise<PerformerCard[]> {
  const text = q.trim();
  const data = text
    ? await unwrap(get<ListData<PerformerCardJson>>('/performers/user/search', { q: text, limit, offset: 0 }))
    : await unwrap(get<ListData<PerformerCardJson>>('/performers/search/random', { limit }));
  return page(data, (raw) => toPerformerCard(raw)).items;
}
