// Helpers for the content tests: calls with a token, uploads to the feed upload routes, creating posts.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { multipart, tinyJpeg, type Part } from './app';

export const SEED_CLIP = fs.readFileSync(path.join(__dirname, '../../../api/src/seed/media/demo-clip.mp4'));
export const SEED_TONE = fs.readFileSync(path.join(__dirname, '../../../api/src/seed/media/demo-tone.mp3'));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function caller(app: FastifyInstance) {
  return (method: Method, url: string, token: string | null, payload?: object) =>
    app.inject({
      method,
      url,
      headers: token ? { authorization: token } : {},
      ...(payload ? { payload } : {}),
    });
}

export function uploadTo(app: FastifyInstance, url: string, token: string | null, parts: Part[]) {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, ...(token ? { authorization: token } : {}) },
    payload: body.payload,
  });
}

/** Uploads one file to /performer/feeds/<slot>/upload and returns its file JSON (throws unless 200). */
export async function uploadFeedFile(
  app: FastifyInstance,
  token: string,
  slot: string,
  data?: Buffer,
  filename = 'file.jpg',
) {
  const res = await uploadTo(app, `/performer/feeds/${slot}/upload`, token, [
    { name: 'file', filename, data: data ?? (await tinyJpeg()) },
  ]);
  if (res.statusCode !== 200) throw new Error(`upload ${slot}: ${res.statusCode} ${res.body}`);
  return res.json().data as { _id: string; url: string; thumbnails: string[]; status: string };
}

/** Creates a post through the API (photo posts get one uploaded photo unless fileIds are given). */
export async function createPost(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  const payload = { ...body };
  if (payload.type === 'photo' && !payload.fileIds)
    payload.fileIds = [(await uploadFeedFile(app, token, 'photo'))._id];
  const res = await caller(app)('POST', '/performer/feeds', token, payload);
  if (res.statusCode !== 200) throw new Error(`create post: ${res.statusCode} ${res.body}`);
  return res.json().data as {
    _id: string;
    slug: string;
    files: { url: string | null; thumbnails: string[] }[];
  };
}

export const userId = async (app: FastifyInstance, username: string) =>
  (await app.repos.users.findByLogin(username))!.id;

/** A path (no host) of an absolute API URL, for app.inject. */
export const local = (url: string) => url.replace('http://api.test', '');
