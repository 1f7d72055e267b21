// Typed environment for the reference API. Read once at start (server.ts / CLIs); tests pass overrides.
import path from 'node:path';
import { sfuList } from './live/sfu-list';

/** An S3-compatible bucket (STORAGE=s3); README "Running at scale" → "Object storage". */
export interface S3Config {
  /** '' = AWS S3 itself; else MinIO's, R2's, ... URL */
  endpoint: string;
  bucket: string;
  region: string;
  /** '' = the AWS SDK's own credential chain (AWS_* variables, instance role) */
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key), what most S3-compatible servers need */
  forcePathStyle: boolean;
  /** lifetime of the presigned URLs browsers are redirected to */
  urlTtlSeconds: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… runs on PostgreSQL (issue 24); '' = SQLite in DATA_DIR */
  databaseUrl: string;
  apiPublicUrl: string;
  appPublicUrl: string;
  /** Exact origins allowed for CORS and socket.io handshakes (APP_PUBLIC_URL + CORS_ORIGINS). */
  corsOrigins: string[];
  googleClientId: string;
  twitterConsumerKey: string;
  twitterConsumerSecret: string;
  stripeSecretKey: string;
  stripePublishableKey: string;
  stripeWebhookSecret: string;
  agoraAppId: string;
  agoraAppCertificate: string;
  recaptchaSecret: string;
  recaptchaSiteKey: string;
  /** Requests per window per IP on login/register/forgot/reset. */
  authRateLimitMax: number;
  authRateLimitWindowMs: number;
  /** An operator's two-factor code attempts per 15 minutes (issue 23). */
  adminCodeAttemptsMax: number;
  maxImageBytes: number;
  maxVideoBytes: number;
  /** How often live sockets are re-checked for expired or revoked tokens. */
  socketSweepMs: number;
  /** How often socket events written by other processes (operator commands) are delivered. */
  socketRelayMs: number;
  /** Redis for socket.io's adapter: several API processes deliver to each other's sockets ('' = one process). */
  redisUrl: string;
  /** Queued jobs (media processing) one process runs at once. */
  jobConcurrency: number;
  /** With REDIS_URL: how long a job's lock holds without its worker; a dead worker's job is retried after it. */
  jobLockMs: number;
  /** Messages one sender may post per window (issue 11): beyond, 429 with a clear message. */
  messageRateMax: number;
  messageRateWindowMs: number;
  /** Where contact-form messages are mailed (outbox). */
  adminEmail: string;
  /** Contact-form submissions per window per IP. */
  contactRateLimitMax: number;
  contactRateLimitWindowMs: number;
  /** Hold before a queued video/audio job starts (e2e uses it to see the processing state); 0 = none. */
  mediaProcessingDelayMs: number;
  /** HMAC secret of signed file URLs; '' = a random secret persisted in DATA_DIR/file-url-secret. */
  fileUrlSecret: string;
  /** ffmpeg / ffprobe executables (Debian package `ffmpeg`); overridable for tests and odd installs. */
  ffmpegPath: string;
  ffprobePath: string;
  /** How often due subscriptions are renewed (ms); 0 = never (tests call the sweep themselves). */
  renewalSweepMs: number;
  /**
   * Built-in SFU: 'auto' = the API starts it as its own process (server.ts); 'off' = none (tests start one
   * themselves); or the internal URLs of SFUs run elsewhere, comma-separated, each room on one of them
   * (live/sfu-list.ts; with SFU_SECRET and SFU_PUBLIC_URL).
   */
  sfuUrl: string;
  /**
   * what browsers connect to for media signalling, one per SFU_URL entry ('' = with auto, the API's host with the
   * SFU's port; with a list, SFU_URL's own URLs)
   */
  sfuPublicUrl: string;
  /** secret of media grants: one, or one per listed SFU ('' = random per start, when the API starts the SFU) */
  sfuSecret: string;
  /** SFU signalling port when the API starts it (0 = any free port) */
  sfuPort: number;
  /** LiveKit instead of the built-in SFU, when all three are set */
  livekitUrl: string;
  livekitApiKey: string;
  livekitApiSecret: string;
  /** How often live sessions are re-checked (viewers' rights, private-show minutes); 0 = never (tests call it). */
  liveSweepMs: number;
  /** Seed the demo accounts for clients that MD5 the password before sending it (the original fanso client). */
  demoPasswordsMd5: boolean;
  /**
   * Compare every answer serialised with its response schema to JSON.stringify of the same payload and answer
   * 500 on a difference (plugins/response-check). CHECK_RESPONSES decides; unset, it is on under jest
   * (NODE_ENV=test) and `npm run dev` (development) and off in production, where it would double the
   * serialising work. e2e runs set it.
   */
  checkResponses: boolean;
  /** Where stored files live: 'local' = DATA_DIR/files (default), 's3' = the bucket of `s3`. */
  storage: 'local' | 's3';
  s3: S3Config;
}

type Env = Record<string, string | undefined>;

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** A web app on localhost is as often opened as 127.0.0.1 (and back): allow both spellings of a loopback origin. */
function withLoopbackAliases(origins: string[]): string[] {
  const all = new Set(origins);
  for (const origin of origins) {
    if (origin.includes('//localhost')) all.add(origin.replace('//localhost', '//127.0.0.1'));
    if (origin.includes('//127.0.0.1')) all.add(origin.replace('//127.0.0.1', '//localhost'));
  }
  return [...all];
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** SigV4 presigned URLs live at most a week. */
const MAX_URL_TTL_S = 7 * 24 * 3600;

/** STORAGE and S3_*: refused with a clear message at start rather than failing on the first upload. */
export function storageConfig(env: Env): Pick<AppConfig, 'storage' | 's3'> {
  const storage = (env.STORAGE || 'local').trim();
  if (storage !== 'local' && storage !== 's3') {
    throw new Error(`STORAGE must be "local" or "s3" (got "${storage}")`);
  }
  const endpoint = trimSlash((env.S3_ENDPOINT ?? '').trim());
  const ttlText = (env.S3_URL_TTL_SECONDS ?? '').trim() || '300';
  const ttl = /^\d+$/.test(ttlText) ? Number(ttlText) : 0;
  const forcePathStyle = (env.S3_FORCE_PATH_STYLE ?? '').trim();
  const s3: S3Config = {
    endpoint,
    bucket: (env.S3_BUCKET ?? '').trim(),
    region: (env.S3_REGION || 'us-east-1').trim(),
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: forcePathStyle ? forcePathStyle === 'true' : endpoint !== '',
    urlTtlSeconds: ttl >= 1 && ttl <= MAX_URL_TTL_S ? ttl : 300,
  };
  if (storage === 's3') {
    const problems: string[] = [];
    if (!s3.bucket) problems.push('S3_BUCKET is required');
    if (endpoint && !/^https?:\/\/[^\s/]+/.test(endpoint))
      problems.push('S3_ENDPOINT must be an http(s) URL');
    if (Boolean(s3.accessKeyId) !== Boolean(s3.secretAccessKey)) {
      problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
    }
    if (forcePathStyle && forcePathStyle !== 'true' && forcePathStyle !== 'false') {
      problems.push('S3_FORCE_PATH_STYLE must be true or false');
    }
    if (ttl < 1 || ttl > MAX_URL_TTL_S) {
      problems.push(`S3_URL_TTL_SECONDS must be a whole number of seconds from 1 to ${MAX_URL_TTL_S}`);
    }
    if (problems.length) throw new Error(`STORAGE=s3: ${problems.join('; ')}`);
  }
  return { storage, s3 };
}

export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const port = int(env.API_PORT, 8080);
  const appPublicUrl = trimSlash(env.APP_PUBLIC_URL || 'http://localhost:3000');
  const extra = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => trimSlash(o.trim()))
    .filter(Boolean);
  const config: AppConfig = {
    port,
    host: env.API_HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL ?? '',
    apiPublicUrl: trimSlash(env.API_PUBLIC_URL || `http://localhost:${port}`),
    appPublicUrl,
    corsOrigins: withLoopbackAliases([appPublicUrl, ...extra]),
    googleClientId: env.GOOGLE_CLIENT_ID ?? '',
    twitterConsumerKey: env.TWITTER_CONSUMER_KEY ?? '',
    twitterConsumerSecret: env.TWITTER_CONSUMER_SECRET ?? '',
    stripeSecretKey: env.STRIPE_SECRET_KEY ?? '',
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
    agoraAppId: env.AGORA_APP_ID ?? '',
    agoraAppCertificate: env.AGORA_APP_CERTIFICATE ?? '',
    recaptchaSecret: env.RECAPTCHA_SECRET ?? '',
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY ?? '',
    authRateLimitMax: int(env.AUTH_RATE_LIMIT_MAX, 20),
    authRateLimitWindowMs: int(env.AUTH_RATE_LIMIT_WINDOW_MS, 60_000),
    adminCodeAttemptsMax: int(env.ADMIN_CODE_ATTEMPTS_MAX, 5),
    maxImageBytes: int(env.MAX_IMAGE_BYTES, 5 * 1024 * 1024),
    maxVideoBytes: int(env.MAX_VIDEO_BYTES, 200 * 1024 * 1024),
    socketSweepMs: int(env.SOCKET_SWEEP_MS, 5_000),
    socketRelayMs: int(env.SOCKET_RELAY_MS, 1_000),
    redisUrl: env.REDIS_URL ?? '',
    jobConcurrency: int(env.JOB_CONCURRENCY, 1),
    jobLockMs: int(env.JOB_LOCK_MS, 30_000),
    messageRateMax: int(env.MESSAGE_RATE_MAX, 30),
    messageRateWindowMs: int(env.MESSAGE_RATE_WINDOW_MS, 10_000),
    adminEmail: (env.ADMIN_EMAIL || 'admin@fanplatform.local').trim().toLowerCase(),
    contactRateLimitMax: int(env.CONTACT_RATE_LIMIT_MAX, 5),
    contactRateLimitWindowMs: int(env.CONTACT_RATE_LIMIT_WINDOW_MS, 10 * 60_000),
    mediaProcessingDelayMs: int(env.MEDIA_PROCESSING_DELAY_MS, 0),
    fileUrlSecret: env.FILE_URL_SECRET ?? '',
    ffmpegPath: env.FFMPEG_PATH || 'ffmpeg',
    ffprobePath: env.FFPROBE_PATH || 'ffprobe',
    renewalSweepMs: int(env.RENEWAL_SWEEP_MS, 60_000),
    sfuUrl: (env.SFU_URL || 'auto').trim(),
    sfuPublicUrl: (env.SFU_PUBLIC_URL ?? '').trim(),
    sfuSecret: env.SFU_SECRET ?? '',
    sfuPort: int(env.SFU_PORT, 0),
    livekitUrl: trimSlash(env.LIVEKIT_URL ?? ''),
    livekitApiKey: env.LIVEKIT_API_KEY ?? '',
    livekitApiSecret: env.LIVEKIT_API_SECRET ?? '',
    liveSweepMs: int(env.LIVE_SWEEP_MS, 5_000),
    demoPasswordsMd5: env.DEMO_PASSWORDS_MD5 === 'true',
    checkResponses: env.CHECK_RESPONSES
      ? env.CHECK_RESPONSES === 'true'
      : ['test', 'development'].includes(process.env.NODE_ENV ?? ''),
    ...storageConfig(env),
  };
  sfuList(config); // SFU_URL, SFU_PUBLIC_URL and SFU_SECRET must fit together: refused at start, naming which
  return { ...config, ...overrides };
}
