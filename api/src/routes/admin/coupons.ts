// Coupons from the console (issue 23): list with uses, create, disable / enable; the rules are those of
// `npm run coupons` (services/coupon-admin.ts). Each change is audited.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, badRequest, notFound, ok } from '../../lib/http-error';
import type { CouponRow, CouponUses } from '../../repositories/coupons';
import { NoteBody } from '../../schemas/admin';
import { AdminCouponJson, CouponCodeParams, NewCouponBody } from '../../schemas/admin-money';
import { responses } from '../../schemas/common';
import { Type } from 'typebox';
import { audited } from '../../services/audit';
import { COUPON_RULES, couponProblem, couponsWithUses, createCoupon } from '../../services/coupon-admin';
import { CONFIRMATION_TTL_MS } from '../../services/payment-expiry';

const toAdminCouponJson = (c: CouponRow, uses: CouponUses): AdminCouponJson => ({
  _id: c.id,
  code: c.code,
  value: c.valueBasisPoints / 10_000,
  numberOfUses: c.numberOfUses,
  perFanUses: c.perFanUses,
  used: uses.used,
  held: uses.held,
  expiredDate: c.expiredDate,
  status: c.status,
  createdAt: c.createdAt,
});

const couponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const coupons = () => app.repos.coupons;
  const json = async (code: string) => {
    const row = await coupons().findByCode(code);
    if (!row) throw notFound('Coupon not found');
    const holdsSince = new Date(app.now().getTime() - CONFIRMATION_TTL_MS).toISOString();
    return toAdminCouponJson(row, await coupons().uses(row.code, holdsSince));
  };
  const state = (code: string) => async () => {
    const row = await coupons().findByCode(code);
    return row ? { status: row.status } : null;
  };

  app.get('/admin/coupons', { schema: { response: responses(Type.Array(AdminCouponJson)) } }, async () =>
    ok(
      (await couponsWithUses(coupons(), app.now())).map(({ coupon, uses }) =>
        toAdminCouponJson(coupon, uses),
      ),
    ),
  );

  app.post(
    '/admin/coupons',
    { schema: { body: NewCouponBody, response: responses(AdminCouponJson) } },
    async (request) => {
      const b = request.body;
      const coupon = {
        code: b.code.trim(),
        fraction: b.value,
        uses: b.numberOfUses ?? 100,
        perFan: b.perFanUses ?? 1,
        expires: b.expires,
      };
      const problem = await couponProblem(coupons(), coupon, app.now());
      if (problem === COUPON_RULES.exists(coupon.code)) throw new HttpError(409, problem);
      if (problem) throw badRequest([problem]);
      const row = await audited(app, request, {
        action: 'coupon.create',
        targetKind: 'coupon',
        targetId: coupon.code.toUpperCase(),
        before: () => null,
        change: async () => await createCoupon(coupons(), coupon, app.now()),
        after: state(coupon.code),
      });
      return ok(await json(row.code));
    },
  );

  for (const [verb, status] of [
    ['disable', 'inactive'],
    ['enable', 'active'],
  ] as const) {
    app.post(
      `/admin/coupons/:code/${verb}`,
      { schema: { params: CouponCodeParams, body: NoteBody, response: responses(AdminCouponJson) } },
      async (request) => {
        const code = (await json(request.params.code)).code;
        await audited(app, request, {
          action: `coupon.${verb}`,
          targetKind: 'coupon',
          targetId: code,
          note: request.body?.note,
          before: state(code),
          change: async () => await coupons().setStatus(code, status, app.now().toISOString()),
          after: state(code),
        });
        return ok(await json(code));
      },
    );
  }
};

export default couponRoutes;
