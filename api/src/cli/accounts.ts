// npm run accounts -- deactivate|activate <username or email>
// npm run accounts -- verify|unverify <creator> [--note "text"]
// Operator commands (there is no admin panel). A deactivated account cannot log in and every session of it
// ends; the running API drops its open sockets within SOCKET_SWEEP_MS (5 s by default). verify/unverify decide
// on a creator's ID documents: the creator is mailed (outbox) and their open pages follow within
// SOCKET_RELAY_MS through the socket_relay table; their next API call sees the decision (no new login).
import { loadConfig } from '../config';
import { dbPlace, type DbPlace } from '../db/connect';
import { openAppDb } from '../db/sql-db';
import { HttpError } from '../lib/http-error';
import { setAccountStatus } from '../services/accounts';
import { reviewDocuments } from '../services/document-review';
import { operatorApp } from './operator-app';

const USAGE =
  'Usage: npm run accounts -- deactivate|activate <username or email> | verify|unverify <creator> [--note "text"]';
const COMMANDS = ['activate', 'deactivate', 'verify', 'unverify'];

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

export async function runAccountsCli(
  args: string[],
  where: string | DbPlace,
  out: (line: string) => void,
  now = () => new Date(),
): Promise<number> {
  const [command, login] = args;
  if (!COMMANDS.includes(command ?? '') || !login || login.startsWith('--')) {
    out(USAGE);
    return 2;
  }
  const place = dbPlace(where);
  const db = await openAppDb(place);
  try {
    const app = operatorApp(db, place.dataDir, out, now);
    const user = await app.repos.users.findByLogin(login);
    if (!user) {
      out(`No account ${login}`);
      return 1;
    }
    const name = user.username ?? user.email;
    if (command === 'verify' || command === 'unverify') {
      try {
        const review = await reviewDocuments(app, user, command === 'verify', option(args, '--note'));
        out(`${name}: ID documents ${review === 'verified' ? 'verified' : 'not approved'}, creator mailed`);
        return 0;
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        out(`${name} ${err.message}`);
        return 1;
      }
    }
    // the console's activate/deactivate calls the same service; its sockets drop here through the sweep
    const revoked = await setAccountStatus(app, user.id, command === 'activate' ? 'active' : 'inactive');
    out(`${name}: ${command === 'activate' ? 'active' : `inactive, ${revoked} session(s) ended`}`);
    return 0;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  void runAccountsCli(process.argv.slice(2), loadConfig(), (line) => console.info(line)).then((code) => {
    process.exitCode = code;
  });
}
