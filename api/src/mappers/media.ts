// File JSON of the content issue (contract "Media files and URLs"): a viewer with access gets signed URLs
// of the original and of its <= 640 px thumbnail; a viewer without access gets `url: null` and only the
// public blurred preview. Public kinds (creator-chosen thumbnails, teasers, product images) are always full.
import type { FastifyInstance } from 'fastify';
import { isProtectedKind, publicThumbnailUrl, storedFileUrl } from '../lib/file-urls';
import type { FileRow, MediaFileRow } from '../repositories/files';
import type { FileJson, FileStatusJson, UploadedFileJson } from '../schemas/media';

export type { FileJson } from '../schemas/media';

/** An original file with its derived rows. */
export interface MediaFile {
  file: MediaFileRow;
  thumbnail?: MediaFileRow;
  preview?: MediaFileRow;
}

/** Media files by id, loaded once per response. */
export type MediaLookup = Map<string, MediaFile>;

/** Loads originals and their thumbnail/preview rows for every id given (nullish ids ignored). */
export async function loadMedia(
  app: FastifyInstance,
  ids: (string | null | undefined)[],
): Promise<MediaLookup> {
  const rows = await app.repos.files.findMediaWithVariants(ids.filter((id): id is string => Boolean(id)));
  const lookup: MediaLookup = new Map();
  for (const row of rows) if (!row.parentId) lookup.set(row.id, { file: row });
  for (const row of rows) {
    if (!row.parentId || !row.variant) continue;
    const entry = lookup.get(row.parentId);
    if (entry) entry[row.variant] = row;
  }
  return lookup;
}

const url = (app: FastifyInstance, row: MediaFileRow | undefined) =>
  row ? storedFileUrl(app, row.kind, row.storedName) : null;

/**
 * The contract's file JSON. `canView` is the access rule's answer for the item holding the file; it is
 * ignored for public kinds. Locked: url null, thumbnails = [blurred public preview] (or []).
 */
export interface FileJsonOptions {
  canView: boolean;
  /**
   * The creator chose this picture as public marketing (a gallery's cover photo): its full thumbnail is
   * shown even when locked, through a lasting link (no expiry, so link previews keep it); the original `url`
   * still follows canView.
   */
  publicThumbnail?: boolean;
  /**
   * The file stands for its item (a gallery's cover): where the original is locked, `url` is the blurred
   * public preview instead of null, so clients that show `url` always have a picture.
   */
  previewAsUrl?: boolean;
}

export function fileJson(app: FastifyInstance, media: MediaFile, opts: FileJsonOptions): FileJson {
  const { file } = media;
  const open = opts.canView || !isProtectedKind(file.kind);
  const thumb =
    opts.publicThumbnail && media.thumbnail
      ? publicThumbnailUrl(app, media.thumbnail.kind, media.thumbnail.storedName)
      : url(app, open ? media.thumbnail : media.preview);
  const stand = opts.previewAsUrl ? (url(app, media.preview) ?? thumb) : null;
  return {
    _id: file.id,
    type: file.kind,
    name: open ? file.originalName : '',
    mimeType: file.mimeType,
    width: file.width,
    height: file.height,
    duration: file.duration,
    size: file.size,
    status: file.status,
    thumbnails: thumb ? [thumb] : [],
    url: open && file.status !== 'error' ? url(app, file) : stand,
  };
}

/** fileJson of one id from a lookup; null when the id is empty or unknown. */
export function mediaJson(
  app: FastifyInstance,
  lookup: MediaLookup,
  id: string | null | undefined,
  opts: FileJsonOptions,
): FileJson | null {
  const media = id ? lookup.get(id) : undefined;
  return media ? fileJson(app, media, opts) : null;
}

/** fileJson of a single id (loads it); null when unknown. */
export async function fileJsonById(
  app: FastifyInstance,
  id: string | null | undefined,
  opts: FileJsonOptions,
): Promise<FileJson | null> {
  return mediaJson(app, await loadMedia(app, [id]), id, opts);
}

/** The status player's answer: the URL only once processing finished (and only if the file JSON has one). */
export function toFileStatusJson(file: FileJson): FileStatusJson {
  return { _id: file._id, status: file.status, url: file.status === 'finished' ? file.url : null };
}

/** A plain upload's answer (avatar, cover, welcome video, ID document): `url` is the link its owner may use. */
export function toUploadedFileJson(
  file: FileRow,
  url: string,
  extra: Pick<UploadedFileJson, 'mimeType' | 'type'> = {},
): UploadedFileJson {
  return { _id: file.id, url, name: file.originalName, ...extra };
}
