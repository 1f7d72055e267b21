// Idempotency-Key (the IETF draft Stripe popularised) for creations and money POSTs: a route opts in with
// `config: { idempotent: true }`. The same caller and key with the same request replays the first answer
// (nothing is created or charged again); with a different request -> 422; while the first still runs -> 409.
// Server errors and aborted requests free the key so a retry runs again. Keys are kept 24 hours.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';
import { HttpError } from '../lib/http-error';
import { stableJson } from '../lib/stable-json';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honour the Idempotency-Key header on this route. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request claimed, until its answer is stored or the key is released. */
    idempotencyClaim: { ownerId: string; key: string } | null;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const KEEP_MS = 24 * 60 * 60 * 1000;

function fingerprint(request: FastifyRequest): string {
  // A multipart body is read by the handler, after this hook: such requests are told apart by route only.
  // Key order does not change a JSON body's meaning; stableJson does not depend on it.
  const body = request.isMultipart() ? 'multipart' : stableJson(request.body ?? null);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
}

/** 409 with Retry-After: the web client waits and asks again, then gets the first request's answer. */
function stillRunning(reply: FastifyReply): HttpError {
  reply.header('Retry-After', '1');
  return new HttpError(409, 'A request with this Idempotency-Key is still being processed. Please retry.');
}

const idempotencyPlugin: FastifyPluginAsync = async (app) => {
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (!request.routeOptions.config?.idempotent || header === undefined || !request.authUser)
      return undefined;
    const key = Array.isArray(header) ? header[0] : header;
    if (!KEY_PATTERN.test(key))
      throw new HttpError(400, 'Idempotency-Key must be 1 to 255 visible ASCII characters');
    const ownerId = request.authUser.id;
    const now = app.now();
    const print = fingerprint(request);
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const expiredBefore = new Date(now.getTime() - KEEP_MS).toISOString();
    if (
      app.repos.idempotencyKeys.claim(
        { ownerId, key, route, fingerprint: print, createdAt: now.toISOString() },
        expiredBefore,
      )
    ) {
      request.idempotencyClaim = { ownerId, key };
      return undefined;
    }
    const record = app.repos.idempotencyKeys.find(ownerId, key);
    if (!record) throw stillRunning(reply);
    if (record.fingerprint !== print) {
      throw new HttpError(422, 'This Idempotency-Key was already used for a different request');
    }
    if (record.state === 'running') throw stillRunning(reply);
    reply.header('Idempotent-Replayed', 'true').status(record.statusCode ?? 200);
    if (record.contentType) reply.type(record.contentType);
    return reply.send(record.body ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const text =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (reply.statusCode >= 500 || text === null) {
      app.repos.idempotencyKeys.release(claim.ownerId, claim.key);
    } else {
      const type = reply.getHeader('content-type');
      app.repos.idempotencyKeys.complete(
        claim.ownerId,
        claim.key,
        reply.statusCode,
        type ? String(type) : null,
        text,
      );
    }
    return payload;
  });

  const releaseUnfinished = async (request: FastifyRequest) => {
    const claim = request.idempotencyClaim;
    if (!claim) return;
    request.idempotencyClaim = null;
    app.repos.idempotencyKeys.release(claim.ownerId, claim.key);
  };
  app.addHook('onResponse', releaseUnfinished);
  app.addHook('onRequestAbort', releaseUnfinished);
};

export default globalPlugin(idempotencyPlugin, 'idempotency');

/** Route options of a creation that honours Idempotency-Key: `{ ...idempotent, preHandler, schema }`. */
export const idempotent = { config: { idempotent: true } } as const;

/** Every money POST: Idempotency-Key honoured, and refused input answers 422 (the contract's status). */
export const moneyRoute = { config: { idempotent: true, invalidStatus: 422 } } as const;
