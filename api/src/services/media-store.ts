// Media uploads of the content issue: storing (server-generated names, type from the bytes) and the image
// derivatives made with sharp (a <= 640 px thumbnail and a blurred 32 px public preview, EXIF dropped). Video
// and audio go on to the processing queue (services/media-queue).
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { HttpError } from '../lib/http-error';
import { newId } from '../lib/ids';
import type { UploadedPart } from '../lib/multipart';
import { sniff, type MediaKind } from '../lib/sniff';
import type { MediaFileRow } from '../repositories/files';
import { normalizeImage, originalNameOf, storeUploadWithBody, writeStoredFile } from './file-store';
import { objectKey } from './storage';

export type MediaFileType =
  | 'feed-photo'
  | 'feed-video'
  | 'feed-audio'
  | 'feed-thumbnail'
  | 'feed-teaser'
  | 'video'
  | 'video-teaser'
  | 'video-thumbnail'
  | 'photo'
  | 'product-image'
  | 'product-digital'
  | 'message-photo'
  | 'message-video';

const AUDIO_CONTAINERS: Record<string, string> = { 'video/webm': 'audio/webm', 'video/mp4': 'audio/mp4' };

/** What each kind accepts. product-digital also takes PDF and ZIP archives. */
export const MEDIA_TYPES: Record<MediaFileType, { accept: MediaKind[] }> = {
  'feed-photo': { accept: ['image'] },
  'feed-video': { accept: ['video'] },
  // Browsers record audio as WebM or MP4 (MediaRecorder), which sniff as video containers: accepted here and
  // relabelled as audio; processing then insists on an audio stream.
  'feed-audio': { accept: ['audio', 'video'] },
  'feed-thumbnail': { accept: ['image'] },
  'feed-teaser': { accept: ['video'] },
  video: { accept: ['video'] },
  'video-teaser': { accept: ['video'] },
  'video-thumbnail': { accept: ['image'] },
  photo: { accept: ['image'] },
  'product-image': { accept: ['image'] },
  'product-digital': { accept: ['image', 'video', 'audio'] },
  'message-photo': { accept: ['image'] },
  'message-video': { accept: ['video'] },
};

/** Public kind of the blurred previews (served without signature). */
export const PREVIEW_KIND = 'previews';
export const THUMBNAIL_MAX_PX = 640;
export const PREVIEW_PX = 32;
/** Audio longer than this ends in status error after probing (contract). */
export const MAX_AUDIO_SECONDS = 15 * 60;

/** Writes one derived file (thumbnail or preview) of `original` and records it. */
export async function saveVariant(
  app: FastifyInstance,
  original: MediaFileRow,
  variant: 'thumbnail' | 'preview',
  image: { data: Buffer; width: number; height: number },
): Promise<void> {
  // Thumbnails share the original's kind (protected exactly like it); previews are public.
  const kind = variant === 'thumbnail' ? original.kind : PREVIEW_KIND;
  const name = await writeStoredFile(app, kind, 'jpg', image.data, 'image/jpeg');
  await app.repos.files.insertVariant(original.id, variant, {
    id: newId(),
    ownerId: original.ownerId,
    kind,
    storedName: name,
    originalName: '',
    mimeType: 'image/jpeg',
    size: image.data.length,
    createdAt: app.now().toISOString(),
    width: image.width,
    height: image.height,
  });
}

/** The blurred 32 px public preview of a picture. */
export async function blurredPreview(
  image: Buffer | string,
): Promise<{ data: Buffer; width: number; height: number }> {
  const out = await sharp(image, { limitInputPixels: 40_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: PREVIEW_PX, height: PREVIEW_PX, fit: 'inside' })
    .blur(2)
    .jpeg({ quality: 60 })
    .toBuffer({ resolveWithObject: true });
  return { data: out.data, width: out.info.width, height: out.info.height };
}

/**
 * Thumbnail (<= 640 px, same kind as the original so it is protected exactly like it) and blurred 32 px
 * preview (public kind `previews`) of a picture; both re-encoded as JPEG (transparency flattened on white,
 * faster than WebP at these sizes), so no metadata survives.
 */
export async function createImageVariants(
  app: FastifyInstance,
  original: MediaFileRow,
  image: Buffer | string,
): Promise<void> {
  const thumb = await sharp(image, { limitInputPixels: 40_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: THUMBNAIL_MAX_PX, height: THUMBNAIL_MAX_PX, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 78 })
    .toBuffer({ resolveWithObject: true });
  await saveVariant(app, original, 'thumbnail', {
    data: thumb.data,
    width: thumb.info.width,
    height: thumb.info.height,
  });
  await saveVariant(app, original, 'preview', await blurredPreview(image));
}

function sniffDigital(buf: Buffer): { ext: string; mime: string } | null {
  if (buf.subarray(0, 5).toString('latin1') === '%PDF-') return { ext: 'pdf', mime: 'application/pdf' };
  if (buf.length >= 4 && buf[0] === 0x50 && buf[1] === 0x4b && buf[2] === 0x03 && buf[3] === 0x04) {
    return { ext: 'zip', mime: 'application/zip' };
  }
  const s = sniff(buf);
  return s ? { ext: s.ext, mime: s.mime } : null;
}

async function storeDigital(
  app: FastifyInstance,
  part: UploadedPart,
  ownerId: string,
): Promise<MediaFileRow> {
  const sniffed = sniffDigital(part.buffer);
  if (!sniffed)
    throw new HttpError(415, 'Unsupported file type: please upload a PDF, ZIP, image, video or audio file');
  // A picture sold as a file loses its metadata (GPS, camera serials) like every other uploaded picture.
  const body = sniffed.mime.startsWith('image/')
    ? await normalizeImage(part.buffer, sniffed.ext)
    : part.buffer;
  const name = await writeStoredFile(app, 'product-digital', sniffed.ext, body, sniffed.mime);
  const row = await app.repos.files.insert({
    id: newId(),
    ownerId,
    kind: 'product-digital',
    storedName: name,
    originalName: originalNameOf(part),
    mimeType: sniffed.mime,
    size: body.length,
    createdAt: app.now().toISOString(),
  });
  return (await app.repos.files.findMedia(row.id)) as MediaFileRow;
}

/**
 * Stores one uploaded part as a media file of `type` owned by `ownerId`. Images come back `finished` with
 * width/height, thumbnail and blurred preview; video and audio come back `processing` and are queued
 * (app.media). Bad types → 415. Size limits are the caller's (readMultipart(request, maxBytes) → 413).
 */
export async function storeMedia(
  app: FastifyInstance,
  part: UploadedPart,
  type: MediaFileType,
  ownerId: string,
): Promise<MediaFileRow> {
  if (type === 'product-digital') return storeDigital(app, part, ownerId);
  const { file, body } = await storeUploadWithBody(app, part, {
    kind: type,
    accept: MEDIA_TYPES[type].accept,
    ownerId,
  });
  if (type === 'feed-audio' && file.mimeType.startsWith('video/')) {
    if (!AUDIO_CONTAINERS[file.mimeType]) {
      await removeMedia(app, file.id);
      throw new HttpError(415, 'Unsupported file type: please upload a audio file');
    }
    file.mimeType = AUDIO_CONTAINERS[file.mimeType];
    await app.repos.files.updateMedia(file.id, { mimeType: file.mimeType });
  }
  const row = (await app.repos.files.findMedia(file.id)) as MediaFileRow;
  if (file.mimeType.startsWith('image/')) {
    try {
      const meta = await sharp(body).metadata();
      await createImageVariants(app, row, body);
      await app.repos.files.updateMedia(file.id, {
        status: 'finished',
        width: meta.width ?? null,
        height: meta.height ?? null,
      });
    } catch (err) {
      app.log.error({ err, fileId: file.id }, 'image thumbnail failed');
      await app.repos.files.updateMedia(file.id, {
        status: 'error',
        error: 'The image could not be processed',
      });
    }
  } else {
    await app.repos.files.updateMedia(file.id, { status: 'processing' });
    app.media.enqueue(file.id);
  }
  return (await app.repos.files.findMedia(file.id)) as MediaFileRow;
}

/**
 * Deletes a media file, its derived files and their bytes. Missing files are ignored. The rows go first: a
 * store that fails to delete leaves an unreachable object (logged with its key), never a row without bytes.
 */
export async function removeMedia(app: FastifyInstance, fileId: string | null | undefined): Promise<void> {
  if (!fileId) return;
  const rows = await app.repos.files.deleteWithVariants(fileId);
  const results = await Promise.allSettled(rows.map((r) => app.storage.delete(objectKey(r))));
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      app.log.error({ err: result.reason, key: objectKey(rows[i]) }, 'stored file left behind');
    }
  });
}
