// The creator's own galleries and their photos (contract "Galleries, photos", reference §2.5).
import { get, post, put, unwrap, type ListData } from '@/lib/http-client';
import { type Gallery, type Photo, toGallery, toPhoto } from '@/features/gallery';
import { intentKey } from '@/lib/idempotency';
import { BASE, id, page, remove, searchAssets, sendMultipart, viewAsset } from './asset-requests';
import type { LoadOptions, Page, Progress, StudioListQuery } from './asset-requests';
import type { GalleryJson, PhotoJson } from '@api/schemas/assets';

export interface GalleryFields {
  title: string;
  description: string;
  status: 'active' | 'inactive';
  isSale: boolean;
  price: number;
}

const galleryBody = (fields: GalleryFields) => ({ ...fields, price: fields.isSale ? fields.price : 0 });

export function searchMyGalleries(query: StudioListQuery): Promise<Page<Gallery>> {
  return searchAssets('galleries', query, toGallery);
}

export function getMyGallery(galleryId: string, opts?: LoadOptions): Promise<Gallery> {
  return viewAsset('galleries', galleryId, opts, toGallery);
}

export async function createGallery(fields: GalleryFields, intentId?: string): Promise<Gallery> {
  const body = galleryBody(fields);
  const opts = intentId ? { idempotencyKey: intentKey(intentId, body) } : undefined;
  return toGallery(await unwrap(post<GalleryJson>(`${BASE}/galleries`, body, opts)));
}

export async function updateGallery(galleryId: string, fields: GalleryFields): Promise<Gallery> {
  return toGallery(await unwrap(put<GalleryJson>(`${BASE}/galleries/${id(galleryId)}`, galleryBody(fields))));
}

export function deleteGallery(galleryId: string): Promise<void> {
  return remove(`galleries/${id(galleryId)}`);
}

/** A gallery holds at most this many photos (contract). */
export const MAX_GALLERY_PHOTOS = 100;

export async function searchGalleryPhotos(galleryId: string): Promise<Page<Photo>> {
  return page(
    await unwrap(
      get<ListData<PhotoJson>>(`${BASE}/photos/search`, { galleryId, offset: 0, limit: MAX_GALLERY_PHOTOS }),
    ),
    toPhoto,
  );
}

export function uploadPhoto(
  galleryId: string,
  file: File,
  onProgress?: Progress,
  signal?: AbortSignal,
): Promise<Photo> {
  const request = { path: 'photos/upload', parts: [{ fieldname: 'photo', file }], body: { galleryId } };
  return sendMultipart({ ...request, map: toPhoto }, onProgress, signal);
}

export async function setGalleryCover(photoId: string): Promise<void> {
  await post<GalleryJson>(`${BASE}/photos/set-cover/${id(photoId)}`);
}

export function deletePhoto(photoId: string): Promise<void> {
  return remove(`photos/${id(photoId)}`);
}
