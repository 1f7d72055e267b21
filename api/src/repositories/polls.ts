// A post's poll options (reference §4.3 Feed): each option is a `polls` row made before the post and attached
// to it when the post is created; one vote per user per post (`poll_votes` is unique on feedId, userId).
import type { SqlDb } from '../db/sql-db';
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
  constructor(private readonly db: SqlDb) {}

  async create(
    performerId: string,
    description: string,
    expiredAt: string | null,
    now: string,
  ): Promise<PollRow> {
    const id = newId();
    await this.db
      .prepare(
        `INSERT INTO polls (id, performerId, description, expiredAt, createdAt, updatedAt)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(id, performerId, description, expiredAt, now, now);
    return (await this.findById(id)) as PollRow;
  }

  async findById(id: string): Promise<PollRow | undefined> {
    return (await this.db.prepare('SELECT * FROM polls WHERE id = ?').get(id)) as PollRow | undefined;
  }

  async attachToFeed(feedId: string, pollIds: string[]): Promise<void> {
    const stmt = this.db.prepare('UPDATE polls SET feedId = ?, position = ? WHERE id = ? AND feedId IS NULL');
    for (const [i, id] of pollIds.entries()) await stmt.run(feedId, i, id);
  }

  async byFeeds(feedIds: string[]): Promise<Map<string, PollRow[]>> {
    const map = new Map<string, PollRow[]>(feedIds.map((id) => [id, []]));
    if (!feedIds.length) return map;
    const rows = (await this.db
      .prepare(`SELECT * FROM polls WHERE feedId IN ${this.db.text.inJson('?')} ORDER BY feedId, position`)
      .all(JSON.stringify(feedIds))) as PollRow[];
    for (const r of rows) map.get(r.feedId as string)?.push(r);
    return map;
  }

  /** Adds a vote; false when the user already voted on this post (any option). */
  async vote(poll: PollRow, userId: string, now: string): Promise<boolean> {
    const res = await this.db
      .prepare(
        'INSERT INTO poll_votes (id, pollId, feedId, userId, createdAt) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
      )
      .run(newId(), poll.id, poll.feedId, userId, now);
    if (res.changes === 0) return false;
    await this.db
      .prepare('UPDATE polls SET totalVote = totalVote + 1, updatedAt = ? WHERE id = ?')
      .run(now, poll.id);
    return true;
  }

  /** Poll ids (of these posts) the user voted for. */
  async votedAmong(userId: string, feedIds: string[]): Promise<Set<string>> {
    if (!userId || !feedIds.length) return new Set();
    const rows = (await this.db
      .prepare(`SELECT pollId FROM poll_votes WHERE userId = ? AND feedId IN ${this.db.text.inJson('?')}`)
      .all(userId, JSON.stringify(feedIds))) as { pollId: string }[];
    return new Set(rows.map((r) => r.pollId));
  }
}
