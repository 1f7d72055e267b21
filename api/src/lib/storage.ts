// Stores uploads under DATA_DIR/files/<kind>/<random-hex>.<ext>. The name is generated here; nothing from
// the client's filename reaches the file system.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { HttpError } from './http-error';
import { newId } from './ids';
import { sniff, type MediaKind } from './sniff';
import type { FileRow } from '../repositories/files';

/** Kinds whose files are only served to their owner (government ID pictures). */
export const PRIVATE_KINDS = new Set(['documents']);
export const KIND_PATTERN = /^[a-z][a-z0-9-]{1,30}$/;
export const STORED_NAME_PATTERN = /^[a-f0-9]{16,64}\.[a-z0-9]{2,4}$/;

export interface UploadedPart {
  buffer: Buffer;
  filename: string;
}

export interface MultipartResult {
  /** first file part, whatever its field name (contract); files by field name for multi-file forms */
  first: UploadedPart | null;
  files: Record<string, UploadedPart>;
  fields: Record<string, string>;
}

/** 413 with the limit in words ("The file is too large: the limit is 200 MB"). */
export function fileTooLarge(limitBytes?: number): HttpError {
  const mb = limitBytes ? Math.max(1, Math.round(limitBytes / (1024 * 1024))) : 0;
  return new HttpError(413, mb ? `The file is too large: the limit is ${mb} MB` : 'The file is too large');
}

/**
 * Runs a multipart read: a truncated or malformed body (the parser's own errors, which carry no status) is the
 * client's fault, a 400 with a message, never a 500. Errors with a status (413 limits, our HttpErrors) pass.
 */
export async function readingMultipart<T>(read: () => Promise<T>, limitBytes?: number): Promise<T> {
  try {
    return await read();
  } catch (err) {
    const status = (err as { statusCode?: unknown }).statusCode;
    // The parser's own limit error says "request file too large": word it for people, with the limit.
    if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(limitBytes);
    if (err instanceof HttpError || (typeof status === 'number' && status < 500)) throw err;
    throw new HttpError(400, 'The upload is malformed or was interrupted: please send the form again');
  }
}

export async function readMultipart(request: FastifyRequest, maxFileBytes: number): Promise<MultipartResult> {
  if (!request.isMultipart()) throw new HttpError(415, 'Expected a multipart/form-data body');
  return readingMultipart(() => readParts(request, maxFileBytes), maxFileBytes);
}

async function readParts(request: FastifyRequest, maxFileBytes: number): Promise<MultipartResult> {
  // Field names are the client's: maps without a prototype, so "__proto__" or "constructor" are plain names.
  const result: MultipartResult = { first: null, files: Object.create(null), fields: Object.create(null) };
  for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: 4, fields: 30 } })) {
    if (part.type === 'file') {
      // toBuffer throws a 413 error once the limit is crossed (throwFileSizeLimit defaults to true).
      const uploaded = { buffer: await part.toBuffer(), filename: part.filename ?? '' };
      result.first ??= uploaded;
      result.files[part.fieldname] ??= uploaded;
    } else if (typeof part.value === 'string') {
      result.fields[part.fieldname] = part.value;
    }
  }
  return result;
}

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
  const storedName = `${randomBytes(16).toString('hex')}.${sniffed.ext}`;
  const dir = path.join(app.config.dataDir, 'files', opts.kind);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, storedName), body, { flag: 'wx' });
  return app.repos.files.insert({
    id: newId(),
    ownerId: opts.ownerId,
    kind: opts.kind,
    storedName,
    // Kept for display only (always rendered as text); trimmed so a hostile name cannot bloat rows.
    originalName: path.basename(part.filename.replace(/\\/g, '/')).slice(0, 200),
    mimeType: sniffed.mime,
    size: body.length,
    createdAt: app.now().toISOString(),
  });
}

export function relPath(file: FileRow): string {
  return `${file.kind}/${file.storedName}`;
}
