// npm run db:copy-to-postgres — moves DATA_DIR's SQLite database into the empty PostgreSQL database DATABASE_URL
// names (README "Running at scale" → "Moving from SQLite to PostgreSQL"). Run it with the API stopped; the SQLite
// file is only read. Exit codes: 0 copied, 2 refused before writing anything, 1 failed and rolled back.
import { loadConfig } from '../config';
import { copyToPostgres, CopyRefused } from '../db/copy/copy';

const USAGE = 'Usage: DATA_DIR=./data DATABASE_URL=postgres://… npm run db:copy-to-postgres';

export async function runCopyCli(
  config: { dataDir: string; databaseUrl: string },
  out: (line: string) => void,
  batchRows?: number,
): Promise<number> {
  out(`Copying ${config.dataDir} into ${redact(config.databaseUrl)}…`);
  try {
    const report = await copyToPostgres({ ...config, batchRows });
    const width = Math.max(...report.tables.map((t) => t.name.length));
    for (const t of report.tables) out(`  ${t.name.padEnd(width)} ${t.rows}`);
    const rows = report.tables.reduce((sum, t) => sum + t.rows, 0);
    if (report.sequences.length) out(`Identity sequences continue at: ${report.sequences.join(', ')}`);
    out(
      `Ledger check on PostgreSQL: ok (${report.ledger.entries} entries, ${report.ledger.accounts} accounts).`,
    );
    out(
      `Copied ${rows} rows in ${report.tables.length} tables in ${(report.ms / 1000).toFixed(1)} s; counts match.`,
    );
    out(
      'Next: `npm run storage -- push` for the files, then start the API with DATABASE_URL (and STORAGE=s3).',
    );
    return 0;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (err instanceof CopyRefused) {
      out(`refused: ${message}`);
      out(USAGE);
      return 2;
    }
    out(`error: ${message}`);
    out('Nothing was kept: the target database is as empty as before (its schema may now be migrated).');
    return 1;
  }
}

/** The password never reaches a terminal or a log. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(DATABASE_URL)';
  }
}

if (require.main === module) {
  void runCopyCli(loadConfig(), (line) => console.info(line)).then((code) => {
    process.exitCode = code;
  });
}
