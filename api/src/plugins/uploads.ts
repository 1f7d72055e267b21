// Multipart parsing and GET /files/:kind/:name. Files are served with their sniffed type and nosniff so a
// crafted upload can never be rendered as HTML or script. With STORAGE=s3 the route takes the same decision,
// then redirects to a short-lived presigned bucket URL carrying the same type, disposition and caching.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { globalPlugin } from '../lib/global-plugin';
import {
  FILE_ACCESS_DENIED,
  isProtectedKind,
  verifyPublicSignature,
  verifySignature,
} from '../lib/file-urls';
import { forbidden, notFound } from '../lib/http-error';
import type { MediaFileRow } from '../repositories/files';
import { KIND_PATTERN, PRIVATE_KINDS, STORED_NAME_PATTERN } from '../services/file-store';
import { objectKey } from '../services/storage';
import { ErrorBody, FileBytes } from '../schemas/common';

/** One `bytes=start-end` range (what media elements send); multi-range requests get the whole file. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | null {
  const m = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

function cacheControl(kind: string, publicThumbnail: boolean): string {
  if (PRIVATE_KINDS.has(kind)) return 'private, no-store';
  // A cover thumbnail's lasting link: caches keep it an hour (the creator may hide it or pick another cover).
  if (publicThumbnail) return 'public, max-age=3600';
  // Signed URLs change every hour: the browser may keep a copy for that long, shared caches never.
  if (isProtectedKind(kind)) return 'private, max-age=3600';
  return 'public, max-age=31536000, immutable';
}

/** Files bought to keep (digital products) download with their name; media shows inline. */
export function dispositionFor(kind: string, originalName: string): string {
  if (kind !== 'product-digital') return 'inline';
  const name = originalName.replace(/[\r\n"\\]/g, '').trim() || 'download';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * How long a presigned bucket URL lives: S3_URL_TTL_SECONDS, plus the running time of video and audio, since
 * players keep fetching byte ranges from the URL they were redirected to while the viewer watches.
 */
export function presignedLifetime(
  ttlSeconds: number,
  file: Pick<MediaFileRow, 'mimeType' | 'duration'>,
): number {
  const streamed = /^(video|audio)\//.test(file.mimeType) && file.duration ? Math.ceil(file.duration) : 0;
  // SigV4 refuses more than a week
  return Math.min(ttlSeconds + streamed, 7 * 24 * 3600);
}

/** The redirect itself: never kept for ID documents; elsewhere a quarter of the URL's lifetime (see storage/s3). */
function redirectCacheControl(kind: string, ttlSeconds: number): string {
  if (PRIVATE_KINDS.has(kind)) return 'private, no-store';
  return `private, max-age=${Math.floor(ttlSeconds / 4)}`;
}

/** The signed-link parameters (lib/file-urls); a route takes only the query it declares. */
const SignedQuery = Type.Object({
  exp: Type.Optional(Type.String({ maxLength: 20 })),
  sig: Type.Optional(Type.String({ maxLength: 128 })),
  pub: Type.Optional(Type.String({ maxLength: 128 })),
});

const uploadsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: app.config.maxVideoBytes, files: 4, fields: 30, fieldSize: 64 * 1024, parts: 40 },
  });

  const file = FileBytes(['*/*'], 'The file (its own media type); 206 for a byte range');
  const schema = {
    querystring: SignedQuery,
    response: {
      200: file,
      206: file,
      302: Type.Null({
        description: 'STORAGE=s3: the file at a presigned bucket URL (Location), valid minutes',
      }),
      416: Type.Null({ description: 'The byte range is outside the file' }),
      '4xx': ErrorBody,
      '5xx': ErrorBody,
    },
  };
  app.get<{ Params: { kind: string; name: string } }>(
    '/files/:kind/:name',
    { schema },
    async (request, reply) => {
      const { kind, name } = request.params;
      // Strict patterns: no dots, slashes or encoded traversal can reach path.join.
      if (!KIND_PATTERN.test(kind) || !STORED_NAME_PATTERN.test(name)) throw notFound('File not found');
      const file = await app.repos.files.findByStoredName(kind, name);
      if (!file) throw notFound('File not found');
      const signedQuery = request.query as { exp?: unknown; sig?: unknown; pub?: unknown };
      // Owner-only files (ID documents): the owner's Authorization header, or the short-lived link their own
      // account JSON carries (lib/file-urls privateFileUrl); anyone else learns nothing, not even that it exists.
      if (
        PRIVATE_KINDS.has(kind) &&
        request.authUser?.id !== file.ownerId &&
        !verifySignature(app, kind, name, signedQuery.exp, signedQuery.sig)
      )
        throw notFound('File not found');
      // Protected media (post/video originals and their thumbnails): a signed, unexpired URL only.
      // A gallery cover's thumbnail also has a lasting link (`pub`), good for that thumbnail row only.
      const publicThumbnail =
        isProtectedKind(kind) &&
        file.variant === 'thumbnail' &&
        verifyPublicSignature(app, kind, name, signedQuery.pub) &&
        // The lasting link lives only while its photo is the active cover of an active gallery.
        file.parentId !== null &&
        (await app.repos.photos.isPublicCoverFile(file.parentId));
      if (
        isProtectedKind(kind) &&
        !publicThumbnail &&
        !verifySignature(app, kind, name, signedQuery.exp, signedQuery.sig)
      ) {
        throw forbidden(FILE_ACCESS_DENIED);
      }
      const key = objectKey(file);
      const headers = {
        contentType: file.mimeType,
        contentDisposition: dispositionFor(kind, file.originalName),
        cacheControl: cacheControl(kind, publicThumbnail),
      };
      const ttl = app.config.s3.urlTtlSeconds;
      const direct = await app.storage.signedUrl(key, {
        ...headers,
        expiresIn: presignedLifetime(ttl, file),
      });
      if (direct) {
        return reply
          .status(302)
          .header('Location', direct)
          .header('Cache-Control', redirectCacheControl(kind, ttl))
          .send();
      }
      const stat = await app.storage.stat(key);
      if (!stat) throw notFound('File not found');
      reply
        .header('Content-Type', headers.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', headers.contentDisposition)
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Accept-Ranges', 'bytes')
        .header('Cache-Control', headers.cacheControl);
      // Video players (Safari in particular) need byte ranges to play and seek.
      const range = parseRange(request.headers.range, stat.size);
      if (range === 'invalid') {
        return reply.status(416).header('Content-Range', `bytes */${stat.size}`).send();
      }
      if (range) {
        reply
          .status(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`)
          .header('Content-Length', range.end - range.start + 1);
        return reply.send(await app.storage.get(key, range));
      }
      reply.header('Content-Length', stat.size);
      return reply.send(await app.storage.get(key));
    },
  );
};

export default globalPlugin(uploadsPlugin, 'uploads');
