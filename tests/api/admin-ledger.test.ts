// Issue 23 ledger check from the console: the same proof as `npm run ledger -- check`, its report in dollars; a
// balance changed behind the ledger's back shows as a mismatch, in the console as on the command line.
import { runLedgerCli } from '@api/cli/ledger';
import { makeApp, type TestApp } from './helpers/app';
import { enrolAdmin, get } from './helpers/admin';
import { userId } from './helpers/feeds';

jest.setTimeout(120_000);

describe('operator ledger check', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await makeApp({ config: { authRateLimitMax: 100_000 } });
    admin = (await enrolAdmin(t.app)).token;
  });
  afterAll(() => t.close());

  test('a balanced ledger reports ok with its counts; a balance off its ledger is reported as the CLI does', async () => {
    const clean = (await get(t.app, '/admin/ledger/check', admin)).json().data;
    expect(clean).toMatchObject({ ok: true, mismatches: [], negative: [], unbalanced: [] });
    expect(clean.entries).toBeGreaterThan(0);
    expect(clean.accounts).toBeGreaterThan(0);
    expect(Date.parse(clean.checkedAt)).not.toBeNaN();

    const fan = await userId(t.app, 'demo-fan');
    const before = (
      (await t.app.db.prepare('SELECT balanceCents FROM users WHERE id = ?').get(fan)) as {
        balanceCents: number;
      }
    ).balanceCents;
    await t.app.db.prepare('UPDATE users SET balanceCents = balanceCents + 150 WHERE id = ?').run(fan);
    try {
      const broken = (await get(t.app, '/admin/ledger/check', admin)).json().data;
      expect(broken.ok).toBe(false);
      expect(broken.mismatches).toContainEqual({
        accountId: fan,
        balance: (before + 150) / 100,
        ledger: before / 100,
      });
      const out: string[] = [];
      expect(await runLedgerCli(['check'], t, (l) => out.push(l))).toBe(1);
      expect(out.join('\n')).toContain(`MISMATCH ${fan}`);
    } finally {
      await t.app.db.prepare('UPDATE users SET balanceCents = ? WHERE id = ?').run(before, fan);
    }
    expect((await get(t.app, '/admin/ledger/check', admin)).json().data.ok).toBe(true);
  });
});
