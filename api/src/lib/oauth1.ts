// OAuth 1.0a request signing (HMAC-SHA1, RFC 5849) for Twitter sign-in, with node:crypto only.
import { createHmac, randomBytes } from 'node:crypto';

const enc = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface OAuth1Request {
  method: 'GET' | 'POST';
  url: string;
  consumerKey: string;
  consumerSecret: string;
  token?: string;
  tokenSecret?: string;
  /** extra oauth_* parameters (oauth_callback, oauth_verifier) */
  oauthParams?: Record<string, string>;
  nonce?: string;
  timestamp?: string;
}

export function oauth1Header(req: OAuth1Request): string {
  const params: Record<string, string> = {
    oauth_consumer_key: req.consumerKey,
    oauth_nonce: req.nonce ?? randomBytes(16).toString('hex'),
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: req.timestamp ?? String(Math.floor(Date.now() / 1000)),
    oauth_version: '1.0',
    ...(req.token ? { oauth_token: req.token } : {}),
    ...req.oauthParams,
  };
  const url = new URL(req.url);
  const all: [string, string][] = [...Object.entries(params), ...url.searchParams.entries()];
  const paramString = all
    .map(([k, v]) => [enc(k), enc(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const baseUrl = `${url.protocol}//${url.host}${url.pathname}`;
  const base = [req.method, enc(baseUrl), enc(paramString)].join('&');
  const key = `${enc(req.consumerSecret)}&${enc(req.tokenSecret ?? '')}`;
  const signature = createHmac('sha1', key).update(base).digest('base64');
  const header = { ...params, oauth_signature: signature };
  return `OAuth ${Object.entries(header)
    .map(([k, v]) => `${enc(k)}="${enc(v)}"`)
    .join(', ')}`;
}
