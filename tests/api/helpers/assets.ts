// Helpers of the videos / galleries / products API tests: multipart calls, the committed demo clip, and
// a check that a body carries no protected file path.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { multipart, type Part } from './app';

/** A real 3 s MP4 (committed with the seed), so ffprobe/ffmpeg can finish processing it. */
export const DEMO_CLIP = fs.readFileSync(path.join(__dirname, '../../../api/src/seed/media/demo-clip.mp4'));

export const HOSTILE_NAMES = fs
  .readFileSync(path.join(__dirname, '../../fixtures/payloads/upload-filenames.txt'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '');

/** Kinds whose URLs need a signature: none of them may appear in what a locked viewer receives. */
export const PROTECTED_PATH = /\/files\/(video|photo|product-digital|feed-photo|feed-video|feed-audio)\//;

export function sendForm(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  token: string | null,
  parts: Part[],
  extraHeaders: Record<string, string> = {},
) {
  const body = multipart(parts);
  const headers = { ...body.headers, ...extraHeaders, ...(token ? { authorization: token } : {}) };
  return app.inject({ method, url, headers, payload: body.payload });
}

export function get(app: FastifyInstance, url: string, token?: string | null) {
  return app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
}

export function fields(values: Record<string, string | string[]>): Part[] {
  return Object.entries(values).flatMap(([name, v]) =>
    (Array.isArray(v) ? v : [v]).map((value) => ({ name, value })),
  );
}

export function file(
  name: string,
  data: Buffer,
  filename = `${name}.bin`,
  contentType = 'application/octet-stream',
): Part {
  return { name, filename, contentType, data };
}

/** Stored name (last path segment without query) of a file URL. */
export function storedName(url: string): string {
  return url.split('?')[0].split('/').pop() as string;
}
