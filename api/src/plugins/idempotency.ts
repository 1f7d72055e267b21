// Idempotency-Key (the IETF draft Stripe popularised) for creations and money POSTs: a route opts in with
// `config: { idempotent: true }`. The same caller and key with the same request replays the first answer
// (nothing is created or charged again); with a different request -> 422; while the first still runs -> 409.
// Server errors and aborted requests free the key so a retry runs again. Keys are kept 24 hours.
// A request killed mid-flight (issue 20 item 4) leaves a running claim whose lease its process no longer
// renews; after LEASE_MS a retry takes it over and runs again. That is safe because what a request commits is
// answered in the same SQLite transaction (`withStoredAnswer`: the key is `done` with the answer the moment
// the money moves), and a card payment started under a key is resumed by the retry, never started twice.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
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
    idempotencyClaim: IdempotencyClaim | null;
  }
}

export interface IdempotencyClaim {
  ownerId: string;
  key: string;
  /** this request's hold on the key (a retry that takes a dead request's claim over gets a new one) */
  token: string;
  /** a retry that took over the claim of a request that died: its effect, if any, may exist already */
  resumed: boolean;
}

/** How long a running claim holds without its process renewing it (renewed every LEASE_MS / 3). */
export const LEASE_MS = 15_000;

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
  /** claim tokens of this process's requests still running */
  const inFlight = new Set<string>();

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
    const token = randomUUID();
    const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
    const hold = (resumed: boolean) => {
      request.idempotencyClaim = { ownerId, key, token, resumed };
      inFlight.add(token);
      return undefined;
    };
    if (
      await app.repos.idempotencyKeys.claim(
        {
          ownerId,
          key,
          route,
          fingerprint: print,
          createdAt: now.toISOString(),
          claimToken: token,
          leaseUntil,
        },
        expiredBefore,
      )
    )
      return hold(false);
    const record = await app.repos.idempotencyKeys.find(ownerId, key);
    if (!record) throw stillRunning(reply);
    if (record.fingerprint !== print) {
      throw new HttpError(422, 'This Idempotency-Key was already used for a different request');
    }
    if (record.state === 'running') {
      // its request died (no process renews the lease, and it is not one of ours): run again
      const lease = record.leaseUntil ?? new Date(Date.parse(record.createdAt) + LEASE_MS).toISOString();
      const dead = lease < now.toISOString() && !inFlight.has(record.claimToken);
      if (
        dead &&
        (await app.repos.idempotencyKeys.takeOver(ownerId, key, record.claimToken, token, leaseUntil))
      )
        return hold(true);
      throw stillRunning(reply);
    }
    reply.header('Idempotent-Replayed', 'true').status(record.statusCode ?? 200);
    if (record.contentType) reply.type(record.contentType);
    return reply.send(record.body ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    inFlight.delete(claim.token);
    const text =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (reply.statusCode >= 500 || text === null) {
      await app.repos.idempotencyKeys.release(claim.ownerId, claim.key, claim.token);
    } else {
      const type = reply.getHeader('content-type');
      await app.repos.idempotencyKeys.complete(
        claim.ownerId,
        claim.key,
        claim.token,
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
    inFlight.delete(claim.token);
    await app.repos.idempotencyKeys.release(claim.ownerId, claim.key, claim.token);
  };
  app.addHook('onResponse', releaseUnfinished);
  app.addHook('onRequestAbort', releaseUnfinished);

  // this process is alive: the claims of its requests still running keep their leases
  app.jobs.handle('idempotency-leases', async () => {
    await app.repos.idempotencyKeys.renew(
      [...inFlight],
      new Date(app.now().getTime() + LEASE_MS).toISOString(),
    );
  });
};

export default globalPlugin(idempotencyPlugin, 'idempotency');

/** Route options of a creation that honours Idempotency-Key: `{ ...idempotent, preHandler, schema }`. */
export const idempotent = { config: { idempotent: true } } as const;

/** Every money POST: Idempotency-Key honoured, and refused input answers 422 (the contract's status). */
export const moneyRoute = { config: { idempotent: true, invalidStatus: 422 } } as const;

/**
 * Runs a handler's synchronous work (the money movement and the answer built from it) in one SQLite transaction
 * that also stores that answer under the request's Idempotency-Key: a charge that committed always has its
 * answer, so a retry after a crash replays it instead of charging again or waiting. onSend stores the answer as
 * sent, over it. Without a key the work just runs in the transaction.
 */
export async function withStoredAnswer<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  work: () => Promise<T> | T,
): Promise<T> {
  return await app.db.transaction(async () => {
    const answer = await work();
    const claim = request.idempotencyClaim;
    if (claim)
      await app.repos.idempotencyKeys.complete(
        claim.ownerId,
        claim.key,
        claim.token,
        200,
        'application/json; charset=utf-8',
        JSON.stringify(answer),
      );
    return answer;
  })();
}
