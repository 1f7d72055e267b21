// The operator console's API (issue 23). Every route here is guarded by the scope, not by each route: the hook
// below puts the operator guard first in every route's preValidation, so a route added later cannot forget it, and
// refuses at start a route outside /admin. Two-factor routes say `config.adminEnrolling` to answer before the
// session passed two-factor; everything else needs it.
import type { FastifyPluginAsync } from 'fastify';
import auditRoutes from './audit';
import bannerRoutes from './banners';
import cmsPageRoutes from './cms-pages';
import couponRoutes from './coupons';
import dashboardRoutes from './dashboard';
import ledgerRoutes from './ledger';
import moderationRoutes from './moderation';
import peopleRoutes from './people';
import queueRoutes from './queues';
import refundRoutes from './refunds';
import settingRoutes from './settings';
import twoFactorRoutes from './two-factor';
import verificationRoutes from './verifications';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** an /admin route that answers an operator before two-factor (set-up and the login's code step) */
    adminEnrolling?: boolean;
  }
}

export const ADMIN_PREFIX = '/admin/';

const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(ADMIN_PREFIX)) throw new Error(`${route.url}: admin routes live under /admin`);
    const guard = route.config?.adminEnrolling ? app.requireAdminEnrolling : app.requireAdmin;
    // before validation: a caller who may not use the console learns nothing of a route's body
    route.preValidation = [guard, ...[route.preValidation ?? []].flat()];
  });
  await app.register(twoFactorRoutes);
  await app.register(auditRoutes);
  await app.register(verificationRoutes);
  await app.register(peopleRoutes);
  await app.register(queueRoutes);
  await app.register(moderationRoutes);
  await app.register(refundRoutes);
  await app.register(dashboardRoutes);
  await app.register(couponRoutes);
  await app.register(settingRoutes);
  await app.register(ledgerRoutes);
  await app.register(bannerRoutes);
  await app.register(cmsPageRoutes);
};

export default adminRoutes;
