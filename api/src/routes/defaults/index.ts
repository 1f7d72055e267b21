// The default avatar and cover, served by the API so every file field it returns is an absolute URL on its own
// origin (a client on another origin would otherwise resolve '/no-avatar.jpg' against itself). The pictures
// are the web app's own files in public/, read once.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/http-error';
import { ErrorBody, FileBytes } from '../../schemas/common';

const PUBLIC_DIR = path.resolve(__dirname, '../../../../public');
// A Map: the name comes from the URL, and /static/constructor must not find Object.prototype's member.
const FILES = new Map([
  ['no-avatar.jpg', 'image/jpeg'],
  ['default-cover.svg', 'image/svg+xml'],
]);

const defaultsRoutes: FastifyPluginAsync = async (app) => {
  const cache = new Map<string, Buffer>();
  const response = {
    200: FileBytes([...new Set(FILES.values())], 'The default avatar or cover picture'),
    '4xx': ErrorBody,
    '5xx': ErrorBody,
  };
  app.get<{ Params: { name: string } }>('/static/:name', { schema: { response } }, async (request, reply) => {
    const type = FILES.get(request.params.name);
    if (!type) throw notFound('File not found');
    let body = cache.get(request.params.name);
    if (!body) {
      body = fs.readFileSync(path.join(PUBLIC_DIR, request.params.name));
      cache.set(request.params.name, body);
    }
    return reply
      .type(type)
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(body);
  });
};

export default defaultsRoutes;
