// The Content-Security-Policy sent with every server-rendered page (security promises H1/H4). Scripts run only
// with the per-request nonce; 'strict-dynamic' lets those scripts load Next's code-split chunks and the few
// third-party scripts we add on demand (Google sign-in, reCAPTCHA, analytics). Media and API calls may only
// go to our own origin and the API's. antd and SSR emit style="" attributes, so styles keep 'unsafe-inline'.

export interface CspOptions {
  nonce: string;
  /** The API base URL the browser uses (REST, socket.io, uploaded files). */
  apiEndpoint: string;
  /** next dev needs eval for fast refresh. */
  dev?: boolean;
  /**
   * Where live media signalling goes (issue 12): LIVE_MEDIA_ORIGINS (comma-separated: an SFU on another host,
   * LiveKit's wss:// URL, Agora's domains); by default the built-in SFU on the API's host, any port.
   */
  liveMediaOrigins?: string;
  /**
   * Where the API redirects pictures and media when it keeps them in a bucket (STORAGE=s3): STORAGE_ORIGINS,
   * comma-separated http(s) origins (the S3 endpoint, or the bucket's virtual host on AWS).
   */
  storageOrigins?: string;
}

const GOOGLE_SIGN_IN = 'https://accounts.google.com';
const RECAPTCHA = ['https://www.google.com', 'https://www.gstatic.com', 'https://recaptcha.google.com'];
const ANALYTICS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** A fresh random nonce (base64, 128 bits); Node's crypto on the server, Web Crypto elsewhere. */
export function makeNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** connect-src entries for live media: each configured origin with its WebSocket twin. */
export function liveMediaSources(apiEndpoint: string, configured = ''): string[] {
  const listed = configured
    .split(',')
    .map((o) => o.trim())
    .filter((o) => /^(https?|wss?):\/\/[A-Za-z0-9.*-]+(:(\d+|\*))?$/.test(o));
  let origins = listed;
  if (!origins.length) {
    try {
      const url = new URL(apiEndpoint);
      origins = [`${url.protocol}//${url.hostname}:*`];
    } catch {
      origins = [];
    }
  }
  const sources = new Set<string>();
  for (const origin of origins) {
    sources.add(origin);
    if (origin.startsWith('http')) sources.add(origin.replace(/^http/, 'ws'));
  }
  return [...sources];
}

/** img-src / media-src entries for a bucket: plain http(s) origins only (a `*.` host allowed), nothing else. */
export function storageSources(configured = ''): string[] {
  return configured
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter((o) => /^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d+)?$/.test(o));
}

export function buildCsp({
  nonce,
  apiEndpoint,
  dev = false,
  liveMediaOrigins = '',
  storageOrigins = '',
}: CspOptions): string {
  const api = originOf(apiEndpoint);
  // file URLs point at the API, which answers them itself or redirects to the bucket (checked again by CSP)
  const apiSources = api ? [api] : [];
  const fileSources = [...apiSources, ...storageSources(storageOrigins)];
  // socket.io upgrades to a WebSocket on the API's host.
  const socketSources = api ? [api.replace(/^http/, 'ws')] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'", `${GOOGLE_SIGN_IN}/gsi/style`],
    'img-src': ["'self'", 'data:', 'blob:', ...fileSources, 'https://*.googleusercontent.com', ...ANALYTICS],
    'media-src': ["'self'", 'blob:', ...fileSources],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...apiSources,
      ...socketSources,
      ...liveMediaSources(apiEndpoint, liveMediaOrigins),
      `${GOOGLE_SIGN_IN}/gsi/`,
      ...ANALYTICS,
      ...(dev ? ['ws:'] : []),
    ],
    'frame-src': [GOOGLE_SIGN_IN, ...RECAPTCHA],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
