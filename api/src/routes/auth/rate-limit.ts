import type { FastifyInstance } from 'fastify';

/** Route config that rate-limits credential endpoints per IP (security promise R1). */
export function authRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.config.authRateLimitMax, timeWindow: app.config.authRateLimitWindowMs } };
}
