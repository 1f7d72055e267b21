// Two processes on one SQLite file (the cluster's API processes, or the API and the CLI): a transaction that
// reads and then writes must not fail half-way because the other committed meanwhile (SQLITE_BUSY_SNAPSHOT, a
// 500 for a tip). db/open.ts makes `db.transaction` begin IMMEDIATE: the second writer waits its turn instead.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@api/db/open';

test('a read-then-write transaction holds the write lock from its start, so another writer waits', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-immediate-'));
  const mine = openDatabase(dir);
  const other = openDatabase(dir);
  try {
    mine.exec('CREATE TABLE t (x INTEGER)');
    // the other process gives up quickly (both run on this one thread here)
    other.pragma('busy_timeout = 50');
    let otherError = '';
    const readThenWrite = mine.transaction(() => {
      const count = (mine.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n;
      try {
        other.prepare('INSERT INTO t VALUES (1)').run();
      } catch (error) {
        otherError = (error as { code: string }).code;
      }
      mine.prepare('INSERT INTO t VALUES (?)').run(count + 100);
    });
    // deferred, the other's insert would commit and this write would throw SQLITE_BUSY_SNAPSHOT
    expect(() => readThenWrite()).not.toThrow();
    expect(otherError).toBe('SQLITE_BUSY');
    expect(mine.prepare('SELECT x FROM t').all()).toEqual([{ x: 100 }]);
    // the other variants stay available
    expect(typeof readThenWrite.deferred).toBe('function');
  } finally {
    mine.close();
    other.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
