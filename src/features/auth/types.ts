// Server JSON of the auth endpoints mapped to client values.
type Raw = Record<string, unknown>;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const asRaw = (v: unknown): Raw => (v && typeof v === 'object' ? (v as Raw) : {});

export interface AuthToken {
  token: string;
  expiresAt?: string;
}

export interface ApiMessage {
  message: string;
}

export interface TwitterLoginStart {
  /** where to send the browser to authorise */
  url: string;
  oauthToken: string;
  oauthTokenSecret: string;
}

export function toAuthToken(raw: unknown): AuthToken {
  const r = asRaw(raw);
  const token = str(r.token);
  if (!token) throw { statusCode: 0, message: '' };
  return { token, ...(typeof r.expiresAt === 'string' ? { expiresAt: r.expiresAt } : {}) };
}

export function toApiMessage(raw: unknown): ApiMessage {
  return { message: str(asRaw(raw).message) };
}

export function toTwitterLoginStart(raw: unknown): TwitterLoginStart {
  const r = asRaw(raw);
  return {
    url: str(r.url) || str(r.authUrl),
    oauthToken: str(r.oauthToken) || str(r.oauth_token),
    oauthTokenSecret: str(r.oauthTokenSecret) || str(r.oauth_token_secret),
  };
}
