// npm run admins -- create <username> <email>
// npm run admins -- reset-2fa <username or email>
// The first operator account of a site (and more later), made on the database's machine: the console has no
// sign-up. The password is generated and printed once; the first sign-in asks to set up two-factor. reset-2fa is
// for an operator who lost both their phone and their recovery codes: it forgets the authenticator and ends
// their sessions, so their next sign-in enrols again.
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config';
import { dbPlace, type DbPlace } from '../db/connect';
import { openAppDb } from '../db/sql-db';
import { HttpError } from '../lib/http-error';
import { hashPassword } from '../lib/passwords';
import { demoPasswordSent } from '../seed/demo-accounts';
import { assertUnique } from '../services/accounts';
import { operatorApp } from './operator-app';

const USAGE = 'Usage: npm run admins -- create <username> <email> | reset-2fa <username or email>';

export async function runAdminsCli(
  args: string[],
  where: string | DbPlace,
  out: (line: string) => void,
  now = () => new Date(),
): Promise<number> {
  const [command, login, email] = args;
  if (!((command === 'create' && login && email) || (command === 'reset-2fa' && login))) {
    out(USAGE);
    return 2;
  }
  const place = dbPlace(where);
  const db = await openAppDb(place);
  try {
    const app = operatorApp(db, place.dataDir, out, now);
    const stamp = now().toISOString();
    if (command === 'reset-2fa') {
      const user = await app.repos.users.findByLogin(login);
      if (user?.role !== 'admin') {
        out(`No operator account ${login}`);
        return 1;
      }
      await app.db.transaction(async () => {
        await app.repos.adminSecurity.reset(user.id);
        await app.repos.tokens.revokeAllForUser(user.id, stamp);
      })();
      out(`${login}: two-factor forgotten and sessions ended; the next sign-in sets it up again`);
      return 0;
    }
    const username = login.toLowerCase();
    try {
      await assertUnique(app, { username, email: email.toLowerCase() });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      out(err.message);
      return 1;
    }
    const password = randomBytes(12).toString('base64url');
    // clients that MD5 the password before sending it (DEMO_PASSWORDS_MD5) send that form at sign-in
    const sent = app.config.demoPasswordsMd5 ? demoPasswordSent(true, password) : password;
    await app.repos.users.create(
      {
        role: 'admin',
        name: username,
        username,
        email: email.toLowerCase(),
        passwordHash: await hashPassword(sent),
        verifiedEmail: true,
      },
      stamp,
    );
    out(`Operator ${username} created. Password (shown once): ${password}`);
    out('Sign in at /admin; the console asks to set up two-factor first.');
    return 0;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  void runAdminsCli(process.argv.slice(2), loadConfig(), (line) => console.info(line)).then((code) => {
    process.exitCode = code;
  });
}
