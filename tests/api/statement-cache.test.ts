import BetterSqlite3 from 'better-sqlite3';
import { cacheStatements } from '../../api/src/db/statement-cache';

function db(max?: number) {
  const d = cacheStatements(new BetterSqlite3(':memory:'), max);
  d.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
  d.prepare('INSERT INTO t (name) VALUES (?)').run('a');
  d.prepare('INSERT INTO t (name) VALUES (?)').run('b');
  return d;
}

describe('the prepared-statement cache', () => {
  it('hands back the statement already compiled for the same SQL', () => {
    const d = db();
    const first = d.prepare('SELECT name FROM t WHERE id = ?');
    expect(d.prepare('SELECT name FROM t WHERE id = ?')).toBe(first);
    expect(d.prepare('SELECT name FROM t WHERE id = ?').get(2)).toEqual({ name: 'b' });
    expect(d.prepare('SELECT id FROM t WHERE id = ?')).not.toBe(first);
  });

  it("does not pass one caller's pluck or raw mode to the next", () => {
    const d = db();
    expect(d.prepare('SELECT name FROM t ORDER BY id').pluck().all()).toEqual(['a', 'b']);
    expect(d.prepare('SELECT name FROM t ORDER BY id').all()).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(d.prepare('SELECT name FROM t ORDER BY id').raw().all()).toEqual([['a'], ['b']]);
    expect(d.prepare('SELECT name FROM t ORDER BY id').get()).toEqual({ name: 'a' });
  });

  it('gives a statement that is still iterating to nobody else', () => {
    const d = db();
    const seen: string[] = [];
    for (const row of d.prepare('SELECT name FROM t ORDER BY id').iterate() as Iterable<{ name: string }>)
      seen.push(`${row.name}:${(d.prepare('SELECT name FROM t ORDER BY id').all() as unknown[]).length}`);
    expect(seen).toEqual(['a:2', 'b:2']);
  });

  it('keeps at most `max` statements, the least recently used leaving first', () => {
    const d = db(2);
    const one = d.prepare('SELECT 1');
    const two = d.prepare('SELECT 2');
    expect(d.prepare('SELECT 1')).toBe(one); // now the most recent
    d.prepare('SELECT 3'); // evicts SELECT 2
    expect(d.prepare('SELECT 1')).toBe(one);
    expect(d.prepare('SELECT 2')).not.toBe(two);
  });
});
