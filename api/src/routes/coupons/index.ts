// Coupons (reference §5.4): a fan checks a code before a top-up; the answer is the coupon ({value} a fraction).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/http-error';
import { toCouponJson } from '../../mappers/payments';
import { responses } from '../../schemas/common';
import { CouponJson, CouponParams } from '../../schemas/payments';
import { usableCoupon } from '../../services/checkout';

const couponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/coupons/:code/apply-coupon',
    {
      preHandler: app.requireAuth,
      config: { invalidStatus: 422 },
      schema: { params: CouponParams, response: responses(CouponJson) },
    },
    async (request) => ok(toCouponJson(await usableCoupon(app, request.params.code, request.authUser!.id))),
  );
};

export default couponRoutes;
