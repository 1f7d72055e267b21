// The creator's own videos, galleries, photos and products (contract "Videos, galleries, photos, products",
// reference §2.5): /performer/performer-assets/*. Raw JSON goes through the asset mappers of video/gallery/product.
import {
  del,
  get,
  post,
  put,
  unwrap,
  upload,
  type ListData,
  type RequestOptions,
  type UploadFile,
} from '@/lib/http-client';
import { toVideo, type Video } from '@/features/video';
import { type Gallery, type Photo, toGallery, toPhoto } from '@/features/gallery';
import { type Product, toProduct } from '@/features/product';
import { type PerformerCard, toPerformerCard } from '@/features/performer';
import { intentKey } from '@/lib/idempotency';

const BASE = '/performer/performer-assets';

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

type Progress = (percent: number) => void;

/** Server side the cookie's token is passed explicitly (update pages load their item in getInitialProps). */
export interface LoadOptions {
  token?: string;
}

const id = (value: string) => encodeURIComponent(value);

function page<T>(data: ListData<unknown> | null | undefined, map: (raw: unknown) => T): Page<T> {
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
async function searchAssets<T>(
  kind: string,
  query: StudioListQuery,
  map: (raw: unknown) => T,
): Promise<Page<T>> {
  return page(await unwrap(get<ListData<unknown>>(`${BASE}/${kind}/search`, cleanQuery(query))), map);
}

/** One item as its owner sees it: GET {BASE}/{kind}/{id}/view. */
async function viewAsset<T>(
  kind: string,
  assetId: string,
  opts: LoadOptions | undefined,
  map: (raw: unknown) => T,
): Promise<T> {
  return map(await unwrap(get<unknown>(`${BASE}/${kind}/${id(assetId)}/view`, undefined, loadOptions(opts))));
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
async function sendMultipart<T>(
  { path, method = 'POST', parts, body, map, intentId }: Multipart<T>,
  onProgress?: Progress,
  signal?: AbortSignal,
): Promise<T> {
  const idempotencyKey = intentId ? intentKey(intentId, { path, body, parts }) : undefined;
  return map(
    await unwrap(
      upload<unknown>(`${BASE}/${path}`, parts, body, onProgress, { method, signal, idempotencyKey }),
    ),
  );
}

/** DELETE {BASE}/{path}; `body` for the calls that name what to remove. */
async function remove(path: string, body?: unknown): Promise<void> {
  await del<unknown>(`${BASE}/${path}`, body);
}

// ---- videos

/** The fields of the video upload and edit forms, as the multipart body carries them. */
export interface VideoFields {
  title: string;
  description: string;
  tags: string[];
  participantIds: string[];
  status: 'active' | 'inactive';
  isSale: boolean;
  /** dollars; 0 when not for sale */
  price: number;
  isSchedule: boolean;
  /** ISO date; '' when not scheduled; undefined keeps the saved date (edit) */
  scheduledAt?: string;
}

export interface VideoFiles {
  video?: File;
  teaser?: File;
  thumbnail?: File;
}

function videoParts(files: VideoFiles): UploadFile[] {
  const parts: UploadFile[] = [];
  // the main file first: the API reads the parts in order
  if (files.video) parts.push({ fieldname: 'video', file: files.video });
  if (files.teaser) parts.push({ fieldname: 'teaser', file: files.teaser });
  if (files.thumbnail) parts.push({ fieldname: 'thumbnail', file: files.thumbnail });
  return parts;
}

/** Arrays as JSON text so an emptied list (no tags) is still sent and clears the saved one. */
function videoBody(fields: VideoFields): Record<string, unknown> {
  return {
    ...fields,
    tags: JSON.stringify(fields.tags),
    participantIds: JSON.stringify(fields.participantIds),
    scheduledAt: fields.isSchedule ? fields.scheduledAt : '',
    price: fields.isSale ? fields.price : 0,
  };
}

export function searchMyVideos(query: StudioListQuery): Promise<Page<Video>> {
  return searchAssets('videos', query, toVideo);
}

export function getMyVideo(videoId: string, opts?: LoadOptions): Promise<Video> {
  return viewAsset('videos', videoId, opts, toVideo);
}

/** The multipart upload (no id: POST with every file) or edit (PUT: the files sent replace the saved ones). */
const videoRequest = (videoId: string | null, fields: VideoFields, files: VideoFiles) =>
  ({
    path: videoId ? `videos/edit/${id(videoId)}` : 'videos/upload',
    method: videoId ? 'PUT' : 'POST',
    parts: videoParts(files),
    body: videoBody(fields),
    map: toVideo,
  }) as const;

/** `video` is required. */
export function uploadVideo(
  fields: VideoFields,
  files: VideoFiles & { video: File },
  onProgress?: Progress,
  signal?: AbortSignal,
  intentId?: string,
): Promise<Video> {
  return sendMultipart({ ...videoRequest(null, fields, files), intentId }, onProgress, signal);
}

/** The files not sent stay as they are. */
export function updateVideo(
  videoId: string,
  fields: VideoFields,
  files: VideoFiles,
  onProgress?: Progress,
  signal?: AbortSignal,
): Promise<Video> {
  return sendMultipart(videoRequest(videoId, fields, files), onProgress, signal);
}

export function deleteVideo(videoId: string): Promise<void> {
  return remove(`videos/${id(videoId)}`);
}

export function removeVideoFile(videoId: string, type: 'teaser' | 'thumbnail'): Promise<void> {
  return remove(`videos/remove-file/${id(videoId)}`, { type });
}

/** Bulk upload: one file saved inactive, not for sale, unscheduled, titled with its name, the creator as participant. */
export function bulkVideoFields(file: File, selfId: string): VideoFields {
  return {
    title: file.name.slice(0, 200) || 'Untitled video',
    description: '',
    tags: [],
    participantIds: selfId ? [selfId] : [],
    status: 'inactive',
    isSale: false,
    price: 0,
    isSchedule: false,
    scheduledAt: '',
  };
}

// ---- galleries and photos

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
  return toGallery(await unwrap(post<unknown>(`${BASE}/galleries`, body, opts)));
}

export async function updateGallery(galleryId: string, fields: GalleryFields): Promise<Gallery> {
  return toGallery(await unwrap(put<unknown>(`${BASE}/galleries/${id(galleryId)}`, galleryBody(fields))));
}

export function deleteGallery(galleryId: string): Promise<void> {
  return remove(`galleries/${id(galleryId)}`);
}

/** A gallery holds at most this many photos (contract). */
export const MAX_GALLERY_PHOTOS = 100;

export async function searchGalleryPhotos(galleryId: string): Promise<Page<Photo>> {
  return page(
    await unwrap(
      get<ListData<unknown>>(`${BASE}/photos/search`, { galleryId, offset: 0, limit: MAX_GALLERY_PHOTOS }),
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
  await post<unknown>(`${BASE}/photos/set-cover/${id(photoId)}`);
}

export function deletePhoto(photoId: string): Promise<void> {
  return remove(`photos/${id(photoId)}`);
}

// ---- products

export interface ProductFields {
  name: string;
  description: string;
  type: 'physical' | 'digital';
  price: number;
  /** physical products only */
  stock: number;
  status: 'active' | 'inactive';
}

export interface ProductFiles {
  image?: File;
  digitalFile?: File;
}

function productParts(files: ProductFiles): UploadFile[] {
  const parts: UploadFile[] = [];
  if (files.image) parts.push({ fieldname: 'image', file: files.image });
  if (files.digitalFile) parts.push({ fieldname: 'digitalFile', file: files.digitalFile });
  return parts;
}

const productBody = (fields: ProductFields) => ({
  ...fields,
  stock: fields.type === 'physical' ? fields.stock : 0,
});

export function searchMyProducts(query: StudioListQuery): Promise<Page<Product>> {
  return searchAssets('products', query, toProduct);
}

export function getMyProduct(productId: string, opts?: LoadOptions): Promise<Product> {
  return viewAsset('products', productId, opts, toProduct);
}

/** The multipart create (no id: POST) or update (PUT) of a product. */
const productRequest = (productId: string | null, fields: ProductFields, files: ProductFiles) =>
  ({
    path: productId ? `products/${id(productId)}` : 'products',
    method: productId ? 'PUT' : 'POST',
    parts: productParts(files),
    body: productBody(fields),
    map: toProduct,
  }) as const;

export function createProduct(
  fields: ProductFields,
  files: ProductFiles,
  onProgress?: Progress,
  signal?: AbortSignal,
  intentId?: string,
): Promise<Product> {
  return sendMultipart({ ...productRequest(null, fields, files), intentId }, onProgress, signal);
}

export function updateProduct(
  productId: string,
  fields: ProductFields,
  files: ProductFiles,
  onProgress?: Progress,
  signal?: AbortSignal,
): Promise<Product> {
  return sendMultipart(productRequest(productId, fields, files), onProgress, signal);
}

export function deleteProduct(productId: string): Promise<void> {
  return remove(`products/${id(productId)}`);
}

// ---- participants

/** Creators for the participant picker: a keyword search, or a random handful before anything is typed. */
export async function searchCreators(q: string, limit = 10): Promise<PerformerCard[]> {
  const text = q.trim();
  const data = text
    ? await unwrap(get<ListData<unknown>>('/performers/user/search', { q: text, limit, offset: 0 }))
    : await unwrap(get<ListData<unknown>>('/performers/search/random', { limit }));
  return page(data, (raw) => toPerformerCard(raw)).items;
}
