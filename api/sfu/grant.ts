// Media grants (issue 12): the API decides who may publish or receive a live session's media and says so in a
// short-lived signed grant; the SFU admits a peer only with a valid one. HMAC-SHA256 over a compact JSON body,
// shared secret between the API and the SFU process (never sent to browsers).
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

export interface MediaGrant {
  /** the room: the session's sessionId */
  room: string;
  /** the user the grant was issued to */
  user: string;
  /** may send camera and microphone (the creator; both sides of a private show) */
  publish: boolean;
  /** may receive the other publishers' media */
  play: boolean;
  /** issued at, epoch seconds (a revocation refuses grants issued before it) */
  iat: number;
  /** expiry, epoch seconds: the grant admits a new connection until then */
  exp: number;
  /** unique id (logs, revocation by grant) */
  jti: string;
}

/** A grant lets a peer connect for this long; an admitted peer stays until it leaves or is revoked. */
export const GRANT_TTL_SECONDS = 60;

const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64url');

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function signGrant(
  secret: string,
  input: Omit<MediaGrant, 'iat' | 'exp' | 'jti'>,
  nowMs = Date.now(),
  ttlSeconds = GRANT_TTL_SECONDS,
): string {
  const iat = Math.floor(nowMs / 1000);
  const grant: MediaGrant = { ...input, iat, exp: iat + ttlSeconds, jti: randomUUID() };
  const body = b64(JSON.stringify(grant));
  return `${body}.${sign(secret, body)}`;
}

/** The grant when its signature is ours and it has not expired; null otherwise (never throws). */
export function verifyGrant(secret: string, token: unknown, nowMs = Date.now()): MediaGrant | null {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as MediaGrant;
    if (
      typeof grant.room !== 'string' ||
      typeof grant.user !== 'string' ||
      typeof grant.publish !== 'boolean' ||
      typeof grant.play !== 'boolean' ||
      typeof grant.iat !== 'number' ||
      typeof grant.exp !== 'number' ||
      grant.exp * 1000 <= nowMs
    )
      return null;
    return grant;
  } catch {
    return null;
  }
}
