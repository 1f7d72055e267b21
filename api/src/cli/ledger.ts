// npm run ledger -- check
// Proves the money adds up: every user's balance equals the sum of their ledger entries, no balance is
// negative, and every movement sums to zero. Exits 1 otherwise (and prints what is wrong). On DATABASE_URL's
// PostgreSQL when set, else on DATA_DIR's SQLite.
import { loadConfig } from '../config';
import { openQueryDb, type DbPlace } from '../db/connect';
import { migrate } from '../db/migrate';
import { formatDollars } from '../lib/money';
import { LedgerQueries } from '../repositories/ledger-queries';
import { checkLedgerOn } from '../services/ledger';

export async function runLedgerCli(
  args: string[],
  where: string | DbPlace,
  out: (line: string) => void,
  databaseUrl = '',
): Promise<number> {
  if (args[0] !== 'check') {
    out('Usage: npm run ledger -- check');
    return 2;
  }
  const db = openQueryDb(typeof where === 'string' ? { dataDir: where, databaseUrl } : where);
  try {
    await migrate(db);
    const report = await checkLedgerOn(new LedgerQueries(db.kysely));
    for (const m of report.mismatches) {
      out(
        `MISMATCH ${m.accountId}: balance ${formatDollars(m.balanceCents)}, ledger ${formatDollars(m.ledgerCents)}`,
      );
    }
    for (const n of report.negative) out(`NEGATIVE ${n.accountId}: ${formatDollars(n.balanceCents)}`);
    for (const u of report.unbalanced)
      out(`UNBALANCED movement ${u.transactionId}: sums to ${formatDollars(u.total)}`);
    out(
      report.ok
        ? `Ledger OK: ${report.entries} entries over ${report.accounts} accounts; every balance equals its ledger sum, none is negative.`
        : 'Ledger check FAILED',
    );
    return report.ok ? 0 : 1;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  const config = loadConfig();
  void runLedgerCli(
    process.argv.slice(2),
    config.dataDir,
    (line) => console.info(line),
    config.databaseUrl,
  ).then((code) => {
    process.exitCode = code;
  });
}
