// A post's poll options (reference §4.3 Feed): each option is a `polls` row made before the post and attached
// to it when the post is created; one vote per user per post (`poll_votes` is unique on feedId, userId).
import type { Database } from 'better-sqlite3';
import { newId } from '../lib/ids';

export interface PollRow {
  id: string;
  performerId: string;
  feedId: string | null;
  description: string;
  totalVote: number;
  expiredAt: string | null;
  position: number;
  createdAt: string;
  updatedAt: string;
}

export class PollsRepository {
  constructor(private readonly db: Database) {}

  create(performerId: string, description: string, expiredAt: string | null, now: string): PollRow {
    const id = newId();
    this.db
      .prepare(
        `INSERT INTO polls (id, performerId, description, expiredAt, createdAt, updatedAt)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(id, performerId, description, expiredAt, now, now);
    return this.findById(id) as PollRow;
  }

  findById(id: string): PollRow | undefined {
    return this.db.prepare('SELECT * FROM polls WHERE id = ?').get(id) as PollRow | undefined;
  }

  attachToFeed(feedId: string, pollIds: string[]): void {
    const stmt = this.db.prepare('UPDATE polls SET feedId = ?, position = ? WHERE id = ? AND feedId IS NULL');
    pollIds.forEach((id, i) => stmt.run(feedId, i, id));
  }

  byFeeds(feedIds: string[]): Map<string, PollRow[]> {
    const map = new Map<string, PollRow[]>(feedIds.map((id) => [id, []]));
    if (!feedIds.length) return map;
    const rows = this.db
      .prepare(
        'SELECT * FROM polls WHERE feedId IN (SELECT value FROM json_each(?)) ORDER BY feedId, position',
      )
      .all(JSON.stringify(feedIds)) as PollRow[];
    for (const r of rows) map.get(r.feedId as string)?.push(r);
    return map;
  }

  /** Adds a vote; false when the user already voted on this post (any option). */
  vote(poll: PollRow, userId: string, now: string): boolean {
    const res = this.db
      .prepare(
        'INSERT OR IGNORE INTO poll_votes (id, pollId, feedId, userId, createdAt) VALUES (?, ?, ?, ?, ?)',
      )
      .run(newId(), poll.id, poll.feedId, userId, now);
    if (res.changes === 0) return false;
    this.db
      .prepare('UPDATE polls SET totalVote = totalVote + 1, updatedAt = ? WHERE id = ?')
      .run(now, poll.id);
    return true;
  }

  /** Poll ids (of these posts) the user voted for. */
  votedAmong(userId: string, feedIds: string[]): Set<string> {
    if (!userId || !feedIds.length) return new Set();
    const rows = this.db
      .prepare(
        'SELECT pollId FROM poll_votes WHERE userId = ? AND feedId IN (SELECT value FROM json_each(?))',
      )
      .all(userId, JSON.stringify(feedIds)) as { pollId: string }[];
    return new Set(rows.map((r) => r.pollId));
  }
}
