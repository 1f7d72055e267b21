// Stores uploads as <kind>/<random-hex>.<ext> in app.storage (DATA_DIR/files, or the bucket with STORAGE=s3).
// The name is generated here; nothing from the client's filename reaches the file system or the bucket.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { HttpError } from '../lib/http-error';
import { newId } from '../lib/ids';
import type { UploadedPart } from '../lib/multipart';
import { sniff, type MediaKind } from '../lib/sniff';
import type { FileRow } from '../repositories/files';
import { objectKey } from './storage';

export { KIND_PATTERN, STORED_NAME_PATTERN } from './storage/keys';

/** Kinds whose files are only served to their owner (government ID pictures). */
export const PRIVATE_KINDS = new Set(['documents']);

export async function normalizeImage(buffer: Buffer, ext: string): Promise<Buffer> {
  // Re-encoding proves the picture decodes and drops EXIF (GPS, camera serials). GIFs keep their frames.
  try {
    const img = sharp(buffer, { limitInputPixels: 40_000_000, animated: ext === 'gif' }).rotate();
    if (ext === 'jpg') return await img.jpeg({ quality: 90 }).toBuffer();
    if (ext === 'png') return await img.png().toBuffer();
    if (ext === 'webp') return await img.webp().toBuffer();
    return await img.gif().toBuffer();
  } catch {
    throw new HttpError(422, 'The image file is damaged or not supported');
  }
}

/** Stores `body` under a new random name of its kind (never over an existing file); the name. */
export async function writeStoredFile(
  app: FastifyInstance,
  kind: string,
  ext: string,
  body: Buffer,
  contentType: string,
): Promise<string> {
  const storedName = `${randomBytes(16).toString('hex')}.${ext}`;
  await app.storage.put(objectKey({ kind, storedName }), body, contentType);
  return storedName;
}

/**
 * The client's file name, kept for display only (always rendered as text); control characters (NUL, which
 * PostgreSQL text cannot hold, included) are dropped, and it is trimmed so it cannot bloat rows.
 */
export function originalNameOf(part: UploadedPart): string {
  // eslint-disable-next-line no-control-regex -- the control characters are what this removes
  const printable = part.filename.replace(/[\u0000-\u001f\u007f]/g, '');
  return path.basename(printable.replace(/\\/g, '/')).slice(0, 200);
}

export interface StoreOptions {
  kind: string;
  accept: MediaKind[];
  ownerId: string | null;
}

export async function storeUpload(
  app: FastifyInstance,
  part: UploadedPart,
  opts: StoreOptions,
): Promise<FileRow> {
  return (await storeUploadWithBody(app, part, opts)).file;
}

/** storeUpload, also handing back the stored bytes (thumbnails are made from them without reading them back). */
export async function storeUploadWithBody(
  app: FastifyInstance,
  part: UploadedPart,
  opts: StoreOptions,
): Promise<{ file: FileRow; body: Buffer }> {
  const sniffed = sniff(part.buffer);
  if (!sniffed || !opts.accept.includes(sniffed.kind)) {
    const wanted = opts.accept.join(' or ');
    throw new HttpError(415, `Unsupported file type: please upload a ${wanted} file`);
  }
  const body = sniffed.kind === 'image' ? await normalizeImage(part.buffer, sniffed.ext) : part.buffer;
  const storedName = await writeStoredFile(app, opts.kind, sniffed.ext, body, sniffed.mime);
  const file = await app.repos.files.insert({
    id: newId(),
    ownerId: opts.ownerId,
    kind: opts.kind,
    storedName,
    originalName: originalNameOf(part),
    mimeType: sniffed.mime,
    size: body.length,
    createdAt: app.now().toISOString(),
  });
  return { file, body };
}

/** The path under /files that accounts record for avatars and covers: the object key itself. */
export function relPath(file: FileRow): string {
  return objectKey(file);
}
