// npm run accounts -- deactivate|activate <username or email>
// Operator command (there is no admin panel): a deactivated account cannot log in, its sessions end, and the
// running API drops its open sockets within SOCKET_SWEEP_MS (5 s by default).
import { loadConfig } from '../config';
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open';
import { TokensRepository } from '../repositories/tokens';
import { UsersRepository } from '../repositories/users';

export function runAccountsCli(args: string[], dataDir: string, out: (line: string) => void): number {
  const [command, login] = args;
  if (!['activate', 'deactivate'].includes(command ?? '') || !login) {
    out('Usage: npm run accounts -- deactivate|activate <username or email>');
    return 2;
  }
  const db = openDatabase(dataDir);
  try {
    runMigrations(db);
    const users = new UsersRepository(db);
    const user = users.findByLogin(login);
    if (!user) {
      out(`No account ${login}`);
      return 1;
    }
    const now = new Date().toISOString();
    users.setStatus(user.id, command === 'activate' ? 'active' : 'inactive', now);
    const revoked =
      command === 'deactivate' ? new TokensRepository(db).revokeAllForUser(user.id, now).length : 0;
    out(
      `${user.username ?? user.email}: ${command === 'activate' ? 'active' : `inactive, ${revoked} session(s) ended`}`,
    );
    return 0;
  } finally {
    db.close();
  }
}

if (require.main === module) {
  process.exitCode = runAccountsCli(process.argv.slice(2), loadConfig().dataDir, (line) =>
    console.info(line),
  );
}
