// npm run coupons -- create CODE 0.1 [--uses 100] [--per-fan 1] [--expires 2027-01-01]
// npm run coupons -- list | disable CODE | enable CODE
// Operator command (there is no admin panel): coupons take a fraction off a wallet top-up, once per fan unless
// --per-fan says otherwise (0 = no limit per fan).
import { loadConfig } from '../config';
import { dbPlace, type DbPlace } from '../db/connect';
import { openAppDb } from '../db/sql-db';
import { CouponsRepository } from '../repositories/coupons';
import { couponProblem, couponsWithUses, createCoupon } from '../services/coupon-admin';

const USAGE =
  'Usage: npm run coupons -- create CODE <fraction, e.g. 0.1> [--uses N] [--per-fan N] [--expires YYYY-MM-DD] | list | disable CODE | enable CODE';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

export async function runCouponsCli(
  args: string[],
  where: string | DbPlace,
  out: (line: string) => void,
  now = new Date(),
): Promise<number> {
  const [command, code, value] = args;
  const place = dbPlace(where);
  const db = await openAppDb(place);
  try {
    const coupons = new CouponsRepository(db);
    const stamp = now.toISOString();
    if (command === 'list') {
      for (const { coupon: c, uses } of await couponsWithUses(coupons, now)) {
        const perFan = c.perFanUses ? `${c.perFanUses} per fan` : 'no limit per fan';
        out(
          `${c.code.padEnd(16)} ${(c.valueBasisPoints / 100).toFixed(2)} % off  ${uses.used}/${c.numberOfUses} used, ${uses.held} waiting  ${perFan}  expires ${c.expiredDate.slice(0, 10)}  ${c.status}`,
        );
      }
      return 0;
    }
    if ((command === 'disable' || command === 'enable') && code) {
      if (!(await coupons.setStatus(code, command === 'enable' ? 'active' : 'inactive', stamp))) {
        out(`No coupon ${code}`);
        return 1;
      }
      out(`${code}: ${command === 'enable' ? 'active' : 'inactive'}`);
      return 0;
    }
    if (command !== 'create' || !code || !value) {
      out(USAGE);
      return 2;
    }
    // the command's text is parsed strictly here; the rules themselves are the service's
    const perFanText = option(args, '--per-fan') ?? '1';
    const coupon = {
      code,
      fraction: /^0?\.\d{1,4}$/.test(value) ? Number(value) : NaN,
      uses: Number(option(args, '--uses') ?? '100'),
      perFan: /^\d{1,6}$/.test(perFanText) ? Number(perFanText) : NaN,
      expires: option(args, '--expires'),
    };
    const problem = await couponProblem(coupons, coupon, now);
    if (problem) return fail(out, problem);
    const row = await createCoupon(coupons, coupon, now);
    const perFan = coupon.perFan;
    const perFanLine = perFan ? `${perFan} per fan` : 'no limit per fan';
    out(
      `Created ${row.code}: ${(row.valueBasisPoints / 100).toFixed(2)} % off a top-up, ${row.numberOfUses} uses (${perFanLine}), expires ${row.expiredDate.slice(0, 10)}`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

function fail(out: (line: string) => void, message: string): number {
  out(message);
  return 1;
}

if (require.main === module) {
  void runCouponsCli(process.argv.slice(2), loadConfig(), (line) => console.info(line)).then((code) => {
    process.exitCode = code;
  });
}
