// The Fastify app as a plugin tree. Tests import buildApp() and use app.inject(); server.ts listens.
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadConfig, type AppConfig } from './config';
import { sharedRateStore } from './lib/redis-rate-store';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import errorsPlugin from './plugins/errors';
import idempotencyPlugin from './plugins/idempotency';
import jobsPlugin from './plugins/jobs';
import mediaPlugin from './plugins/media';
import openapiPlugin, { resource } from './plugins/openapi';
import type { RoomService } from './live/livekit';
import liveMediaPlugin from './plugins/live-media';
import paymentsPlugin from './plugins/payments';
import responseCheckPlugin from './plugins/response-check';
import socketPlugin from './plugins/socket';
import storagePlugin from './plugins/storage';
import strictInputPlugin from './plugins/strict-input';
import uploadsPlugin from './plugins/uploads';
import authRoutes from './routes/auth';
import blockRoutes from './routes/block';
import commentsRoutes from './routes/comments';
import contactRoutes from './routes/contact';
import defaultsRoutes from './routes/defaults';
import feedsRoutes from './routes/feeds';
import followsRoutes from './routes/follows';
import healthRoutes from './routes/health';
import packageRoutes from './routes/package';
import performerAssetsRoutes from './routes/performer-assets';
import performerCategoriesRoutes from './routes/performer-categories';
import performersRoutes from './routes/performers';
import postsRoutes from './routes/posts';
import reactionsRoutes from './routes/reactions';
import reportsRoutes from './routes/reports';
import searchRoutes from './routes/search';
import settingsRoutes from './routes/settings';
import sitePromoRoutes from './routes/site-promo';
import usersRoutes from './routes/users';
import couponRoutes from './routes/coupons';
import orderRoutes from './routes/orders';
import paymentRoutes from './routes/payment';
import subscriptionRoutes from './routes/subscriptions';
import walletRoutes from './routes/wallet';
import businessRoutes from './routes/business';
import conversationRoutes from './routes/conversations';
import messageRoutes from './routes/messages';
import streamingRoutes from './routes/streaming';
import utilsRoutes from './routes/utils';
import adminRoutes from './routes/admin';
import { seedIfEmpty } from './seed';
import './types';

export interface BuildAppOptions {
  /** Overrides DATA_DIR (tests pass a temp dir). */
  dataDir?: string;
  /** true/false or pino options; default false (tests stay quiet). */
  logger?: boolean | FastifyServerOptions['logger'];
  /** Clock override: tests move time to expire tokens. */
  now?: () => Date;
  /** Config overrides on top of the environment. */
  config?: Partial<AppConfig>;
  /** Seed demo data into an empty database (server.ts and tests that need demo accounts). */
  seed?: boolean;
  env?: Record<string, string | undefined>;
  /** tests: a fake fetch answering recorded Stripe responses (no network reaches Stripe) */
  stripeFetch?: typeof fetch;
  /** tests: fetch towards the SFU's internal HTTP, and a fake LiveKit RoomService */
  sfuFetch?: typeof fetch;
  livekitRooms?: RoomService;
}

/**
 * removeAdditional 'all': unknown body and query properties are dropped before the handler, never refused (the
 * real API lets them through and its clients rely on it; plugins/strict-input keeps unions out). Coercion serves
 * text (query strings, params); plugins/strict-input refuses what JSON sends loosely. strictNumbers: NaN and
 * Infinity (JSON 1e309) are not numbers; money's multipleOf 0.01 is compared with a tolerance.
 */
export const AJV_OPTIONS = {
  removeAdditional: 'all',
  coerceTypes: 'array',
  allErrors: true,
  strictNumbers: true,
  multipleOfPrecision: 9,
} as const;

// Never log secrets: auth header, cookies, passwords, tokens in bodies or query strings.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.oauthTokenSecret',
];

function loggerOptions(logger: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = typeof logger === 'object' ? logger : {};
  return {
    level: process.env.LOG_LEVEL || 'info',
    ...base,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; id: string; ip?: string }) => ({
        method: req.method,
        ip: req.ip,
        // One-time links carry their token in the query string: keep it out of the logs.
        url: req.url.replace(/([?&](?:token|Authorization)=)[^&]*/gi, '$1[redacted]'),
        reqId: req.id,
      }),
    },
  };
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(options.env ?? process.env, {
    ...options.config,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  });
  const app = Fastify({
    logger: loggerOptions(options.logger),
    bodyLimit: 256 * 1024,
    ajv: { customOptions: AJV_OPTIONS },
    trustProxy: process.env.TRUST_PROXY === 'true',
  });

  app.decorate('config', config);
  app.decorate('now', options.now ?? (() => new Date()));

  await app.register(errorsPlugin);
  await app.register(responseCheckPlugin);
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Requested-With', 'Idempotency-Key'],
    exposedHeaders: ['Retry-After', 'Idempotent-Replayed'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    // with REDIS_URL the windows are shared by every API process
    ...(await sharedRateStore(app)),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many attempts, please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
    }),
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });

  // before the input rules and every route: it reads the routes' schemas as they register
  await app.register(openapiPlugin);
  await app.register(strictInputPlugin);
  await app.register(databasePlugin);
  await app.register(jobsPlugin);
  await app.register(authPlugin);
  await app.register(idempotencyPlugin);
  await app.register(storagePlugin);
  await app.register(uploadsPlugin);
  await app.register(mediaPlugin);
  await app.register(socketPlugin);
  await app.register(paymentsPlugin, { stripeFetch: options.stripeFetch });
  await app.register(liveMediaPlugin, { sfuFetch: options.sfuFetch, livekitRooms: options.livekitRooms });

  await app.register(resource('health', healthRoutes));
  await app.register(resource('defaults', defaultsRoutes));
  await app.register(resource('performer-categories', performerCategoriesRoutes));
  await app.register(resource('auth', authRoutes));
  await app.register(resource('users', usersRoutes));
  await app.register(resource('performers', performersRoutes));
  await app.register(resource('settings', settingsRoutes));
  await app.register(resource('utils', utilsRoutes));
  await app.register(resource('block', blockRoutes));
  await app.register(resource('follows', followsRoutes));
  await app.register(resource('reactions', reactionsRoutes));
  await app.register(resource('feeds', feedsRoutes));
  await app.register(resource('comments', commentsRoutes));
  await app.register(resource('reports', reportsRoutes));
  await app.register(resource('site-promo', sitePromoRoutes));
  await app.register(resource('posts', postsRoutes));
  await app.register(resource('contact', contactRoutes));
  await app.register(resource('search', searchRoutes));
  await app.register(resource('package', packageRoutes));
  await app.register(resource('performer-assets', performerAssetsRoutes));
  await app.register(resource('payment', paymentRoutes));
  await app.register(resource('wallet', walletRoutes));
  await app.register(resource('coupons', couponRoutes));
  await app.register(resource('orders', orderRoutes));
  await app.register(resource('subscriptions', subscriptionRoutes));
  await app.register(resource('business', businessRoutes));
  await app.register(resource('conversations', conversationRoutes));
  await app.register(resource('messages', messageRoutes));
  await app.register(resource('streaming', streamingRoutes));
  await app.register(resource('admin', adminRoutes));

  if (options.seed) await seedIfEmpty(app);
  return app;
}
