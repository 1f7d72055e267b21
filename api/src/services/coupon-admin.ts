// Coupons as operators make them (issue 23): the rules `npm run coupons` and the console's routes both apply.
// A coupon takes a fraction off a wallet top-up; its uses are counted from the payments (repositories/coupons).
import type { CouponRow, CouponsRepository, CouponUses } from '../repositories/coupons';
import { CONFIRMATION_TTL_MS } from './payment-expiry';

export const COUPON_RULES = {
  code: 'The code is 3-50 letters, digits, - or _',
  value: 'The value is a fraction between 0 and 1 (0.1 = 10 %)',
  uses: 'The number of uses is a whole number of at least 1',
  perFan: 'The uses per fan are a whole number (0 = no limit per fan)',
  expires: 'The expiry is a future date (YYYY-MM-DD)',
  exists: (code: string) => `A coupon ${code} exists already`,
} as const;

const DEFAULT_DAYS = 365;

export interface NewCoupon {
  code: string;
  /** the fraction taken off, at most four decimals (0.1 = 10 %) */
  fraction: number;
  uses: number;
  /** 0 = no limit per fan */
  perFan: number;
  /** YYYY-MM-DD, the last day it works; undefined = a year from now */
  expires?: string;
}

const expiryOf = (c: NewCoupon, now: Date) =>
  c.expires ? Date.parse(`${c.expires}T23:59:59.999Z`) : now.getTime() + DEFAULT_DAYS * 24 * 60 * 60 * 1000;

/** What is wrong with a new coupon (the first problem), or undefined. */
export async function couponProblem(
  coupons: CouponsRepository,
  c: NewCoupon,
  now: Date,
): Promise<string | undefined> {
  if (!/^[A-Za-z0-9_-]{3,50}$/.test(c.code)) return COUPON_RULES.code;
  const basisPoints = c.fraction * 10_000;
  if (!(c.fraction > 0 && c.fraction < 1) || Math.abs(basisPoints - Math.round(basisPoints)) > 1e-6)
    return COUPON_RULES.value;
  if (!Number.isInteger(c.uses) || c.uses < 1) return COUPON_RULES.uses;
  if (!Number.isInteger(c.perFan) || c.perFan < 0 || c.perFan > 999_999) return COUPON_RULES.perFan;
  const expiry = expiryOf(c, now);
  if (!Number.isFinite(expiry) || expiry <= now.getTime()) return COUPON_RULES.expires;
  if (await coupons.findByCode(c.code)) return COUPON_RULES.exists(c.code);
  return undefined;
}

/** Creates a coupon `couponProblem` found nothing wrong with (codes are kept in capitals). */
export async function createCoupon(coupons: CouponsRepository, c: NewCoupon, now: Date): Promise<CouponRow> {
  return await coupons.create(
    {
      code: c.code.toUpperCase(),
      valueBasisPoints: Math.round(c.fraction * 10_000),
      numberOfUses: c.uses,
      perFanUses: c.perFan,
      expiredDate: new Date(expiryOf(c, now)).toISOString(),
    },
    now.toISOString(),
  );
}

/** Every coupon with its uses: completed, and held by payments still waiting for confirmation. */
export async function couponsWithUses(
  coupons: CouponsRepository,
  now: Date,
): Promise<{ coupon: CouponRow; uses: CouponUses }[]> {
  const holdsSince = new Date(now.getTime() - CONFIRMATION_TTL_MS).toISOString();
  return await Promise.all(
    (await coupons.list()).map(async (coupon) => ({
      coupon,
      uses: await coupons.uses(coupon.code, holdsSince),
    })),
  );
}
