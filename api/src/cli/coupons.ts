// npm run coupons -- create CODE 0.1 [--uses 100] [--per-fan 1] [--expires 2027-01-01]
// npm run coupons -- list | disable CODE | enable CODE
// Operator command (there is no admin panel): coupons take a fraction off a wallet top-up, once per fan unless
// --per-fan says otherwise (0 = no limit per fan).
import { loadConfig } from '../config';
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open';
import { CouponsRepository } from '../repositories/coupons';
import { CONFIRMATION_TTL_MS } from '../services/payment-expiry';

const USAGE =
  'Usage: npm run coupons -- create CODE <fraction, e.g. 0.1> [--uses N] [--per-fan N] [--expires YYYY-MM-DD] | list | disable CODE | enable CODE';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

export function runCouponsCli(
  args: string[],
  dataDir: string,
  out: (line: string) => void,
  now = new Date(),
): number {
  const [command, code, value] = args;
  const db = openDatabase(dataDir);
  try {
    runMigrations(db);
    const coupons = new CouponsRepository(db);
    const stamp = now.toISOString();
    if (command === 'list') {
      const holdsSince = new Date(now.getTime() - CONFIRMATION_TTL_MS).toISOString();
      for (const c of coupons.list()) {
        const { used, held } = coupons.uses(c.code, holdsSince);
        const perFan = c.perFanUses ? `${c.perFanUses} per fan` : 'no limit per fan';
        out(
          `${c.code.padEnd(16)} ${(c.valueBasisPoints / 100).toFixed(2)} % off  ${used}/${c.numberOfUses} used, ${held} waiting  ${perFan}  expires ${c.expiredDate.slice(0, 10)}  ${c.status}`,
        );
      }
      return 0;
    }
    if ((command === 'disable' || command === 'enable') && code) {
      if (!coupons.setStatus(code, command === 'enable' ? 'active' : 'inactive', stamp)) {
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
    const fraction = Number(value);
    if (!/^[A-Za-z0-9_-]{3,50}$/.test(code)) return fail(out, 'The code is 3-50 letters, digits, - or _');
    if (!/^0?\.\d{1,4}$/.test(value) || !(fraction > 0 && fraction < 1))
      return fail(out, 'The value is a fraction between 0 and 1 (0.1 = 10 %)');
    const uses = Number(option(args, '--uses') ?? '100');
    if (!Number.isInteger(uses) || uses < 1) return fail(out, '--uses is a whole number of at least 1');
    const perFanText = option(args, '--per-fan') ?? '1';
    const perFan = /^\d{1,6}$/.test(perFanText) ? Number(perFanText) : NaN;
    if (!Number.isInteger(perFan)) return fail(out, '--per-fan is a whole number (0 = no limit per fan)');
    const expires = option(args, '--expires');
    const expiry = expires
      ? Date.parse(`${expires}T23:59:59.999Z`)
      : now.getTime() + 365 * 24 * 60 * 60 * 1000;
    if (!Number.isFinite(expiry) || expiry <= now.getTime())
      return fail(out, '--expires is a future date (YYYY-MM-DD)');
    if (coupons.findByCode(code)) return fail(out, `A coupon ${code} exists already`);
    const row = coupons.create(
      {
        code: code.toUpperCase(),
        valueBasisPoints: Math.round(fraction * 10_000),
        numberOfUses: uses,
        perFanUses: perFan,
        expiredDate: new Date(expiry).toISOString(),
      },
      stamp,
    );
    const perFanLine = perFan ? `${perFan} per fan` : 'no limit per fan';
    out(
      `Created ${row.code}: ${(row.valueBasisPoints / 100).toFixed(2)} % off a top-up, ${row.numberOfUses} uses (${perFanLine}), expires ${row.expiredDate.slice(0, 10)}`,
    );
    return 0;
  } finally {
    db.close();
  }
}

function fail(out: (line: string) => void, message: string): number {
  out(message);
  return 1;
}

if (require.main === module) {
  process.exitCode = runCouponsCli(process.argv.slice(2), loadConfig().dataDir, (line) => console.info(line));
}
