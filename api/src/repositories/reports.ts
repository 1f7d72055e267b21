// Abuse reports (reference §4.3 Report), reviewed by admins later.
import type { SqlDb } from '../db/sql-db';
import type { MemberRole } from '../contract/roles';
import { newId } from '../lib/ids';

export type ReportTarget = 'video' | 'gallery' | 'feed' | 'performer' | 'comment' | 'product' | 'message';

export interface ReportRow {
  id: string;
  title: string;
  description: string;
  source: MemberRole;
  sourceId: string;
  performerId: string | null;
  target: ReportTarget;
  targetId: string;
  createdAt: string;
  /** the operator's decision (issue 23): open until the item is hidden (actioned) or the report dismissed */
  status?: ReportStatus;
  decisionNote?: string;
  decidedAt?: string | null;
}

export type ReportStatus = 'open' | 'actioned' | 'dismissed';

export class ReportsRepository {
  constructor(private readonly db: SqlDb) {}

  async create(input: Omit<ReportRow, 'id' | 'createdAt'>, now: string): Promise<ReportRow> {
    const row: ReportRow = { ...input, id: newId(), createdAt: now };
    await this.db
      .prepare(
        `INSERT INTO reports (id, title, description, source, sourceId, performerId, target, targetId, createdAt)
         VALUES (@id, @title, @description, @source, @sourceId, @performerId, @target, @targetId, @createdAt)`,
      )
      .run(row);
    return row;
  }

  async findById(id: string): Promise<ReportRow | undefined> {
    return (await this.db.prepare('SELECT * FROM reports WHERE id = ?').get(id)) as ReportRow | undefined;
  }

  /** Decides one report. */
  async decide(id: string, status: ReportStatus, note: string, now: string): Promise<void> {
    await this.db
      .prepare('UPDATE reports SET status = ?, decisionNote = ?, decidedAt = ? WHERE id = ?')
      .run(status, note, now, id);
  }

  /** Decides every open report about an item (hiding it acts on all of them). */
  async decideOpenFor(
    target: ReportTarget,
    targetId: string,
    status: ReportStatus,
    note: string,
    now: string,
  ): Promise<void> {
    await this.db
      .prepare(
        "UPDATE reports SET status = ?, decisionNote = ?, decidedAt = ? WHERE target = ? AND targetId = ? AND status = 'open'",
      )
      .run(status, note, now, target, targetId);
  }

  async countOpen(): Promise<number> {
    return (
      (await this.db.prepare("SELECT COUNT(*) AS n FROM reports WHERE status = 'open'").get()) as {
        n: number;
      }
    ).n;
  }

  async listForTarget(target: ReportTarget, targetId: string): Promise<ReportRow[]> {
    return (await this.db
      .prepare('SELECT * FROM reports WHERE target = ? AND targetId = ? ORDER BY createdAt DESC')
      .all(target, targetId)) as ReportRow[];
  }
}
