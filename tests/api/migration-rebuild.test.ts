// Issue 23 rebuilt `users` to allow the admin role (SQLite cannot change a CHECK). On a database that main left
// (every migration before 021, with accounts, their follows and sessions), the rebuild keeps every row, and the
// children's foreign keys still cascade afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runMigrations } from '@api/db/migrate';
import { openDatabase } from '@api/db/open';

const DIR = path.join(__dirname, '../../api/src/db/migrations');

test('the users rebuild keeps rows and references', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-migrate-'));
  const db = openDatabase(dataDir);
  try {
    db.exec('CREATE TABLE migrations (name TEXT PRIMARY KEY, appliedAt TEXT NOT NULL)');
    for (const file of fs
      .readdirSync(DIR)
      .filter((f) => /^\d+-.*\.sql$/.test(f) && f < '021')
      .sort()) {
      db.exec(fs.readFileSync(path.join(DIR, file), 'utf8'));
      db.prepare('INSERT INTO migrations VALUES (?, ?)').run(file, 'before');
    }
    db.exec(`INSERT INTO users (id, role, username, balanceCents, createdAt, updatedAt)
               VALUES ('u1', 'user', 'fan1', 500, 't', 't'), ('p1', 'performer', 'creator1', 0, 't', 't');
             INSERT INTO follows (id, followerId, followingId, createdAt) VALUES ('f1', 'u1', 'p1', 't');
             INSERT INTO tokens (id, tokenHash, userId, role, expiresAt, createdAt) VALUES ('t1', 'h', 'u1', 'user', 'z', 't');`);
    expect(runMigrations(db)).toEqual(expect.arrayContaining(['021-admin-role.sql']));
    const count = (table: string) =>
      (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect([count('users'), count('follows'), count('tokens')]).toEqual([2, 1, 1]);
    expect(db.prepare("SELECT balanceCents FROM users WHERE id = 'u1'").get()).toEqual({ balanceCents: 500 });
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.prepare(
      "INSERT INTO users (id, role, username, createdAt, updatedAt) VALUES ('a1', 'admin', 'op', 't', 't')",
    ).run();
    db.prepare("DELETE FROM users WHERE id = 'u1'").run();
    expect([count('follows'), count('tokens')]).toEqual([0, 0]);
  } finally {
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
