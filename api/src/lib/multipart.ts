// Reading multipart forms: every file part and field, within the route's size limit, with a clear 4xx for a
// body that is too large, truncated or malformed. Field names are the client's, kept in prototype-free maps.
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';
import { refuseNulField } from './nul-text';

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
      refuseNulField(part.fieldname, part.value);
      result.fields[part.fieldname] = part.value;
    }
  }
  return result;
}
