// npm run ledger -- check
// Proves the money adds up: every user's balance equals the sum of their ledger entries, no balance is
// negative, and every movement sums to zero. Exits 1 otherwise (and prints what is wrong).
import { loadConfig } from '../config';
import { sqliteDataDir } from '../db/connect';
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open';
import { formatDollars } from '../lib/money';
import { createRepositories } from '../repositories';
import { checkLedger } from '../services/ledger';

export function runLedgerCli(args: string[], dataDir: string, out: (line: string) => void): number {
  if (args[0] !== 'check') {
    out('Usage: npm run ledger -- check');
    return 2;
  }
  const db = openDatabase(dataDir);
  try {
    runMigrations(db);
    const report = checkLedger({ repos: createRepositories(db) });
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
    db.close();
  }
}

if (require.main === module) {
  process.exitCode = runLedgerCli(
    process.argv.slice(2),
    sqliteDataDir(loadConfig(), 'npm run ledger'),
    (line) => console.info(line),
  );
}
