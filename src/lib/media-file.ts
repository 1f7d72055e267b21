// The media file JSON that posts and assets embed (contract "Media files and URLs") as one client model. The feed
// and the asset features re-export these names; raw file JSON is read only here.
import type { FileJson, FileStatusJson } from '@api/schemas/media';
import { asRaw, num, str, strList, type Loose } from './raw-json';

export type MediaStatus = 'processing' | 'finished' | 'error';

/** A media file as the viewer may see it: `url` is null without access. */
export interface MediaFile {
  _id: string;
  /** feed-photo, feed-video, feed-audio, feed-thumbnail, feed-teaser, video, photo ... */
  type: string;
  name: string;
  mimeType: string;
  width: number;
  height: number;
  /** seconds, 0 when unknown */
  duration: number;
  size: number;
  status: MediaStatus;
  /** with access: a ≤ 640 px thumbnail; without: a blurred preview (or none) */
  thumbnails: string[];
  url: string | null;
}

function toStatus(v: unknown): MediaStatus {
  return v === 'processing' || v === 'error' ? v : 'finished';
}

/** File JSON (or a bare URL string, as older payloads send for images) → MediaFile; null when absent. */
export function toMediaFile(raw: unknown): MediaFile | null {
  const r: Loose<FileJson> = typeof raw === 'string' ? { url: raw } : asRaw<FileJson>(raw);
  const url = str(r.url);
  const thumbnails = strList(r.thumbnails);
  if (!str(r._id) && !url && thumbnails.length === 0) return null;
  return {
    _id: str(r._id),
    type: str(r.type),
    name: str(r.name),
    mimeType: str(r.mimeType),
    width: num(r.width),
    height: num(r.height),
    duration: num(r.duration),
    size: num(r.size),
    status: toStatus(r.status),
    thumbnails,
    url: url || null,
  };
}

/** The best still image of a file: its thumbnail, else (images) the file itself; '' when none. */
export function fileImage(file: MediaFile | null | undefined): string {
  if (!file) return '';
  if (file.thumbnails[0]) return file.thumbnails[0];
  const isImage =
    file.mimeType.startsWith('image/') || /\.(jpe?g|png|gif|webp|avif)(\?|$)/i.test(file.url ?? '');
  return isImage && file.url ? file.url : '';
}

/** A file's processing state as the status endpoints answer it (posts, videos, messages). */
export interface FileStatus {
  status: MediaStatus;
  /** only once finished, and only for a viewer who may see the file */
  url: string | null;
}

/** A status answer → FileStatus: anything but finished or error still counts as processing (the poll goes on). */
export function toFileStatus(raw: unknown): FileStatus {
  const r = asRaw<FileStatusJson>(raw);
  const status = r.status === 'finished' || r.status === 'error' ? r.status : 'processing';
  return { status, url: typeof r.url === 'string' && r.url ? r.url : null };
}
