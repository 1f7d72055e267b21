// npm run payouts -- list [--status pending]
// npm run payouts -- approve|reject|done <id> [--note "text"]
// Operator command (there is no admin panel): works on DATA_DIR like the API, writes the same ledger rows and
// mails (outbox) the API would. `done` takes the amount off the creator's balance, or refuses when the balance
// no longer covers it. Its socket events go through the relay table: the running API delivers them within
// SOCKET_RELAY_MS, so the creator's open pages follow at once.
import { loadConfig } from '../config';
import { dbPlace, type DbPlace } from '../db/connect';
import { openAppDb } from '../db/sql-db';
import { HttpError } from '../lib/http-error';
import { formatDollars } from '../lib/money';
import { setPayoutStatus } from '../services/payouts';
import { operatorApp } from './operator-app';

const USAGE =
  'Usage: npm run payouts -- list [--status pending|approved|rejected|done] | approve|reject|done <id> [--note "text"]';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

export async function runPayoutsCli(
  args: string[],
  where: string | DbPlace,
  out: (line: string) => void,
  now = () => new Date(),
): Promise<number> {
  const [command, id] = args;
  const place = dbPlace(where);
  const db = await openAppDb(place);
  try {
    const app = operatorApp(db, place.dataDir, out, now);
    const { repos } = app;
    if (command === 'list') {
      const status = option(args, '--status');
      const rows = (
        await repos.payouts.search({
          status,
          sortBy: 'createdAt',
          sort: 'ASC',
          offset: 0,
          limit: 200,
        })
      ).rows;
      if (!rows.length) out('No payout requests');
      for (const r of rows) {
        const creator = await repos.users.findById(r.performerId);
        out(
          `${r.id}  ${r.status.padEnd(8)}  ${formatDollars(r.requestCents).padStart(10)}  ${r.paymentAccountType.padEnd(7)}  @${creator?.username ?? r.performerId}  ${r.createdAt.slice(0, 10)}${r.requestNote ? `  "${r.requestNote}"` : ''}`,
        );
      }
      return 0;
    }
    if (!['approve', 'reject', 'done'].includes(command ?? '') || !id) {
      out(USAGE);
      return 2;
    }
    const status = command === 'approve' ? 'approved' : command === 'reject' ? 'rejected' : 'done';
    try {
      const row = await setPayoutStatus(app, id, status, option(args, '--note'));
      out(
        `${row.id}: ${row.status} (${formatDollars(row.requestCents)})${row.adminNote ? `, note: ${row.adminNote}` : ''}`,
      );
      return 0;
    } catch (err) {
      if (err instanceof HttpError) {
        out(err.message);
        return 1;
      }
      throw err;
    }
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  void runPayoutsCli(process.argv.slice(2), loadConfig(), (line) => console.info(line)).then((code) => {
    process.exitCode = code;
  });
}
