// Live sessions: one open public session per creator at a time; `isStreaming` once media is published.
import type { SqlDb } from '../db/sql-db';
import { newId } from '../lib/ids';

export interface StreamRow {
  id: string;
  performerId: string;
  type: 'public' | 'private';
  sessionId: string;
  title: string;
  description: string;
  isStreaming: number;
  isFree: number;
  priceCents: number;
  streamingTime: number;
  lastStreamingTime: string | null;
  conversationId: string | null;
  /** private shows: the fan, when the creator accepted, minutes charged, why it ended */
  fanId: string | null;
  acceptedAt: string | null;
  billedMinutes: number;
  endReason: string;
  createdAt: string;
  updatedAt: string;
  endedAt: string | null;
}

export class StreamsRepository {
  constructor(private readonly db: SqlDb) {}

  async find(id: string): Promise<StreamRow | undefined> {
    return (await this.db.prepare('SELECT * FROM streams WHERE id = ?').get(id)) as StreamRow | undefined;
  }

  async byConversation(conversationId: string): Promise<StreamRow | undefined> {
    return (await this.db.prepare('SELECT * FROM streams WHERE conversationId = ?').get(conversationId)) as
      StreamRow | undefined;
  }

  /** The creator's open public session (not ended), newest first. */
  async openOf(performerId: string): Promise<StreamRow | undefined> {
    return (await this.db
      .prepare(
        "SELECT * FROM streams WHERE performerId = ? AND type = 'public' AND endedAt IS NULL ORDER BY createdAt DESC LIMIT 1",
      )
      .get(performerId)) as StreamRow | undefined;
  }

  async bySession(sessionId: string): Promise<StreamRow | undefined> {
    return (await this.db.prepare('SELECT * FROM streams WHERE sessionId = ?').get(sessionId)) as
      StreamRow | undefined;
  }

  async create(
    input: Pick<
      StreamRow,
      'performerId' | 'sessionId' | 'title' | 'description' | 'isFree' | 'priceCents'
    > & {
      type?: StreamRow['type'];
      fanId?: string;
    },
    now: string,
  ): Promise<StreamRow> {
    const id = newId();
    const type = input.type ?? 'public';
    await this.db
      .prepare(
        `INSERT INTO streams (id, performerId, type, fanId, sessionId, title, description, isFree, priceCents,
           isStreaming, createdAt, updatedAt)
         VALUES (@id, @performerId, @type, @fanId, @sessionId, @title, @description, @isFree, @priceCents,
           @isStreaming, @now, @now)`,
      )
      .run({ id, ...input, type, fanId: input.fanId ?? null, isStreaming: type === 'private' ? 1 : 0, now });
    return (await this.find(id)) as StreamRow;
  }

  /** The open private show of a fan with a creator (pending or running). */
  async openPrivate(performerId: string, fanId: string): Promise<StreamRow | undefined> {
    return (await this.db
      .prepare(
        "SELECT * FROM streams WHERE type = 'private' AND performerId = ? AND fanId = ? AND endedAt IS NULL",
      )
      .get(performerId, fanId)) as StreamRow | undefined;
  }

  /** A creator's pending private requests, oldest first. */
  async pendingPrivate(performerId: string): Promise<StreamRow[]> {
    return (await this.db
      .prepare(
        `SELECT * FROM streams WHERE type = 'private' AND performerId = ? AND endedAt IS NULL AND acceptedAt IS NULL
         ORDER BY createdAt`,
      )
      .all(performerId)) as StreamRow[];
  }

  /** Every open private show (pending and running): the live sweep bills and expires them. */
  async openPrivateShows(): Promise<StreamRow[]> {
    return (await this.db
      .prepare("SELECT * FROM streams WHERE type = 'private' AND endedAt IS NULL")
      .all()) as StreamRow[];
  }

  /** Open sessions a user takes part in with a creator: the public one, and a private show with them. */
  async openWith(performerId: string, userId: string): Promise<StreamRow[]> {
    return (await this.db
      .prepare(
        `SELECT * FROM streams WHERE performerId = ? AND endedAt IS NULL AND (type = 'public' OR fanId = ?)`,
      )
      .all(performerId, userId)) as StreamRow[];
  }

  async accept(id: string, now: string): Promise<boolean> {
    return (
      (
        await this.db
          .prepare(
            'UPDATE streams SET acceptedAt = ?, updatedAt = ? WHERE id = ? AND acceptedAt IS NULL AND endedAt IS NULL',
          )
          .run(now, now, id)
      ).changes > 0
    );
  }

  /** Counts minute `minute` (1-based) as charged, once: false when it already was (a concurrent sweep). */
  async markBilled(id: string, minute: number, now: string): Promise<boolean> {
    return (
      (
        await this.db
          .prepare('UPDATE streams SET billedMinutes = ?, updatedAt = ? WHERE id = ? AND billedMinutes = ?')
          .run(minute, now, id, minute - 1)
      ).changes > 0
    );
  }

  async update(
    id: string,
    values: Partial<Pick<StreamRow, 'title' | 'description' | 'conversationId'>>,
    now: string,
  ): Promise<void> {
    const keys = Object.keys(values) as (keyof typeof values)[];
    if (!keys.length) return;
    await this.db
      .prepare(
        `UPDATE streams SET ${keys.map((k) => `${k} = @${k}`).join(', ')}, updatedAt = @now WHERE id = @id`,
      )
      .run({ ...values, id, now });
  }

  async setStreaming(id: string, streaming: boolean, now: string): Promise<void> {
    await this.db
      .prepare('UPDATE streams SET isStreaming = ?, lastStreamingTime = ?, updatedAt = ? WHERE id = ?')
      .run(streaming ? 1 : 0, now, now, id);
  }

  async setDuration(id: string, seconds: number, now: string): Promise<void> {
    await this.db
      .prepare(
        `UPDATE streams SET streamingTime = ${this.db.text.greatest('streamingTime', '?')}, updatedAt = ? WHERE id = ?`,
      )
      .run(seconds, now, id);
  }

  /** Ends a session once, with why: false when it had already ended (a concurrent sweep or process). */
  async end(id: string, now: string, reason = ''): Promise<boolean> {
    return (
      (
        await this.db
          .prepare(
            'UPDATE streams SET isStreaming = 0, endedAt = ?, updatedAt = ?, endReason = ? WHERE id = ? AND endedAt IS NULL',
          )
          .run(now, now, reason, id)
      ).changes > 0
    );
  }

  /** Every open session, public (going live or on the air) and private (asked or running): presence checks. */
  async openSessions(): Promise<StreamRow[]> {
    return (await this.db
      .prepare('SELECT * FROM streams WHERE endedAt IS NULL AND conversationId IS NOT NULL')
      .all()) as StreamRow[];
  }

  /** Creators live now, newest session first. */
  async live(offset: number, limit: number): Promise<{ rows: StreamRow[]; total: number }> {
    const where = "type = 'public' AND isStreaming = 1 AND endedAt IS NULL";
    const rows = (await this.db
      .prepare(`SELECT * FROM streams WHERE ${where} ORDER BY createdAt DESC LIMIT ? OFFSET ?`)
      .all(limit, offset)) as StreamRow[];
    const { total } = (await this.db
      .prepare(`SELECT COUNT(*) AS total FROM streams WHERE ${where}`)
      .get()) as {
      total: number;
    };
    return { rows, total };
  }

  /** Who hears that a creator went live: running subscribers and followers (active accounts with an email). */
  async audienceOf(performerId: string, now: string): Promise<{ id: string; email: string; name: string }[]> {
    return (await this.db
      .prepare(
        `SELECT DISTINCT u.id, u.email, u.name FROM users u
         WHERE u.status = 'active' AND u.email IS NOT NULL AND u.email <> '' AND u.id <> @performerId AND (
           u.id IN (SELECT userId FROM subscriptions WHERE performerId = @performerId AND status <> 'created' AND expiredAt > @now)
           OR u.id IN (SELECT followerId FROM follows WHERE followingId = @performerId))`,
      )
      .all({ performerId, now })) as { id: string; email: string; name: string }[];
  }
}
