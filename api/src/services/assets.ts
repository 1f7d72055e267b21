// Rules shared by the asset routes: who may see an item (published and the creator visible, or the
// owner), slugs, participants, and the creator counters kept in step with creations and deletions.
import type { FastifyInstance } from 'fastify';
import { refundBuyersOf } from './refunds';
import type { BalanceChanges } from './ledger';
import { badRequest, notFound } from '../lib/http-error';
import { newId } from '../lib/ids';
import type { Viewer } from '../repositories/directory';
import type { GalleryRow } from '../repositories/galleries';
import type { PerformerStatKey } from '../repositories/performers';
import type { ProductRow } from '../repositories/products';
import type { VideoRow } from '../repositories/videos';
import { loadMedia, mediaJson, toFileStatusJson } from '../mappers/media';
import { isFuture } from './access';
import { AssetViews } from './asset-views';
import { removeCommentsFor } from './comment-cleanup';
import { assertCanSeeCreator } from './viewer';

export const ASSET_MESSAGES = {
  videoNotFound: 'Video not found',
  galleryNotFound: 'Gallery not found',
  photoNotFound: 'Photo not found',
  productNotFound: 'Product not found',
  galleryFull: 'A gallery holds at most 100 photos',
  notBought: 'You have not bought this product',
  scheduleInPast: 'The scheduled date must be in the future',
  videoRequired: 'Please upload a video file (field video)',
  imageRequired: 'Please upload a product image (field image)',
  digitalRequired: 'A digital product needs its file (field digitalFile)',
  photoRequired: 'Please upload a photo (field photo)',
} as const;

type Owned = { performerId: string; status: string; hiddenAt?: string | null };

/** Like assertVisible, as a yes/no (bookmark lists drop what the viewer may no longer see). */
export async function isVisibleTo(
  app: FastifyInstance,
  viewer: Viewer,
  item: Owned,
  hidden = false,
): Promise<boolean> {
  try {
    await assertVisible(app, viewer, item, '', hidden);
    return true;
  } catch {
    return false;
  }
}

/** Public unless inactive/draft, hidden by an operator, or its creator is hidden from the viewer; the owner always sees it. */
export async function assertVisible(
  app: FastifyInstance,
  viewer: Viewer,
  item: Owned | undefined,
  message: string,
  extraHidden = false,
): Promise<void> {
  if (!item) throw notFound(message);
  if (viewer.id === item.performerId) return;
  if (item.status !== 'active' || item.hiddenAt || extraHidden) throw notFound(message);
  const creator = await app.repos.directory.findCreator(item.performerId, viewer.id);
  if (!creator) throw notFound(message);
  await assertCanSeeCreator(app, viewer, creator);
}

export function isVideoPublished(app: FastifyInstance, row: VideoRow): boolean {
  return !(row.isSchedule === 1 && isFuture(app, row.scheduledAt));
}

export async function visibleVideo(
  app: FastifyInstance,
  viewer: Viewer,
  idOrSlug: string,
): Promise<VideoRow> {
  const row = await app.repos.videos.findByIdOrSlug(idOrSlug);
  await assertVisible(
    app,
    viewer,
    row,
    ASSET_MESSAGES.videoNotFound,
    row ? !isVideoPublished(app, row) : false,
  );
  return row as VideoRow;
}

/**
 * `{_id, status, url}` of one of a video's files for the status player (reference §5.7): url only once
 * finished and when this viewer may watch it. Both status routes call this with the caller's own context.
 */
export async function videoFileStatus(app: FastifyInstance, viewer: Viewer, videoId: string, fileId: string) {
  const row = await visibleVideo(app, viewer, videoId);
  if (![row.fileId, row.teaserId, row.thumbnailId].includes(fileId)) throw notFound('File not found');
  const { canView } = await new AssetViews(app, viewer).videoAccess(row);
  const file = mediaJson(app, await loadMedia(app, [fileId]), fileId, { canView });
  if (!file) throw notFound('File not found');
  return toFileStatusJson(file);
}

export async function visibleGallery(
  app: FastifyInstance,
  viewer: Viewer,
  idOrSlug: string,
): Promise<GalleryRow> {
  const row = await app.repos.galleries.findByIdOrSlug(idOrSlug);
  await assertVisible(app, viewer, row, ASSET_MESSAGES.galleryNotFound);
  return row as GalleryRow;
}

export async function visibleProduct(
  app: FastifyInstance,
  viewer: Viewer,
  idOrSlug: string,
): Promise<ProductRow> {
  const row = await app.repos.products.findByIdOrSlug(idOrSlug);
  await assertVisible(app, viewer, row, ASSET_MESSAGES.productNotFound);
  return row as ProductRow;
}

/** A readable slug from a title, unique in its table (a random suffix when taken or empty). */
export async function uniqueSlug(text: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  const base = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  // A 24-hex slug could be mistaken for another item's id.
  if (base && !/^[a-f0-9]{24}$/.test(base) && !(await taken(base))) return base;
  for (;;) {
    const slug = `${base || 'item'}-${newId().slice(0, 6)}`;
    if (!(await taken(slug))) return slug;
  }
}

/** Participants must be creators; duplicates dropped, order kept. */
export async function checkParticipants(app: FastifyInstance, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  for (const id of unique) {
    if (!(await app.repos.directory.findCreator(id, '')))
      throw badRequest([`participantIds: ${id} is not a creator`]);
  }
  return unique;
}

/** A schedule date the form sent: ISO, and in the future when the video is scheduled. */
export function checkSchedule(
  app: FastifyInstance,
  isSchedule: boolean,
  scheduledAt: string | null | undefined,
): string | null {
  if (!scheduledAt) {
    if (isSchedule) throw badRequest(['scheduledAt is required when isSchedule is true']);
    return null;
  }
  const time = Date.parse(scheduledAt);
  if (Number.isNaN(time)) throw badRequest(['scheduledAt must be a date']);
  const iso = new Date(time).toISOString();
  if (isSchedule && iso <= app.now().toISOString()) throw badRequest([ASSET_MESSAGES.scheduleInPast]);
  return iso;
}

export async function bumpCreatorStat(
  app: FastifyInstance,
  performerId: string,
  key: PerformerStatKey,
  delta: number,
): Promise<void> {
  if (delta) await app.repos.performers.adjustStat(performerId, key, delta);
}

/**
 * What an item leaves behind besides its own row and files: reactions, purchases and comments; its buyers are
 * refunded. Call inside the delete's transaction; announce the returned balance changes after it commits.
 */
export async function removeItemTraces(
  app: FastifyInstance,
  type: 'video' | 'gallery' | 'product',
  id: string,
): Promise<BalanceChanges> {
  const changes = await refundBuyersOf(app, type, id);
  await app.repos.reactions.removeForObject(type, id);
  await app.repos.purchases.removeForTarget(type, id);
  await removeCommentsFor(app, type, id);
  return changes;
}
