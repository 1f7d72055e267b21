// Server JSON of the auth endpoints mapped to client values.
import { asRaw, strictStr } from '@/lib/raw-json';
import type { TwitterLoginJson, TokenJson } from '@api/schemas/auth';

export interface AuthToken {
  token: string;
  expiresAt?: string;
}

export interface TwitterLoginStart {
  /** where to send the browser to authorise */
  url: string;
  oauthToken: string;
  oauthTokenSecret: string;
}

export function toAuthToken(raw: unknown): AuthToken {
  const r = asRaw<TokenJson>(raw);
  const token = strictStr(r.token);
  if (!token) throw { statusCode: 0, message: '' };
  return { token, ...(typeof r.expiresAt === 'string' ? { expiresAt: r.expiresAt } : {}) };
}

export function toTwitterLoginStart(raw: unknown): TwitterLoginStart {
  const r = asRaw<TwitterLoginJson>(raw);
  return {
    url: strictStr(r.url),
    oauthToken: strictStr(r.oauthToken),
    oauthTokenSecret: strictStr(r.oauthTokenSecret),
  };
}
