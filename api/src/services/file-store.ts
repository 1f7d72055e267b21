// Stores uploads under DATA_DIR/files/<kind>/<random-hex>.<ext>. The name is generated here; nothing from
// the client's filename reaches the file system.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { HttpError } from '../lib/http-error';
import { newId } from '../lib/ids';
import type { UploadedPart } from '../lib/multipart';
import { sniff, type MediaKind } from '../lib/sniff';
import type { FileRow } from '../repositories/files';

/** Kinds whose files are only served to their owner (government ID pictures). */
export const PRIVATE_KINDS = new Set(['documents']);
export const KIND_PATTERN = /^[a-z][a-z0-9-]{1,30}$/;
export const STORED_NAME_PATTERN = /^[a-f0-9]{16,64}\.[a-z0-9]{2,4}$/;

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

/** Writes `body` under a new random name in its kind's folder (never over an existing file); the name. */
export async function writeStoredFile(
  app: FastifyInstance,
  kind: string,
  ext: string,
  body: Buffer,
): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const dir = path.join(app.config.dataDir, 'files', kind);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), body, { flag: 'wx' });
  return name;
}

export function storedPath(app: FastifyInstance, file: { kind: string; storedName: string }): string {
  return path.join(app.config.dataDir, 'files', file.kind, file.storedName);
}

/** The client's file name, kept for display only (always rendered as text); trimmed so it cannot bloat rows. */
export function originalNameOf(part: UploadedPart): string {
  return path.basename(part.filename.replace(/\\/g, '/')).slice(0, 200);
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
  const sniffed = sniff(part.buffer);
  if (!sniffed || !opts.accept.includes(sniffed.kind)) {
    const wanted = opts.accept.join(' or ');
    throw new HttpError(415, `Unsupported file type: please upload a ${wanted} file`);
  }
  const body = sniffed.kind === 'image' ? await normalizeImage(part.buffer, sniffed.ext) : part.buffer;
  const storedName = await writeStoredFile(app, opts.kind, sniffed.ext, body);
  return app.repos.files.insert({
    id: newId(),
    ownerId: opts.ownerId,
    kind: opts.kind,
    storedName,
    originalName: originalNameOf(part),
    mimeType: sniffed.mime,
    size: body.length,
    createdAt: app.now().toISOString(),
  });
}

export function relPath(file: FileRow): string {
  return `${file.kind}/${file.storedName}`;
}
