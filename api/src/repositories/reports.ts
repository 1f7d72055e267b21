// Abuse reports (reference §4.3 Report), reviewed by admins later.
import type { Database } from 'better-sqlite3';
import type { MemberRole } from '../contract/roles';
import { newId } from '../lib/ids';

export type ReportTarget = 'video' | 'gallery' | 'feed' | 'performer' | 'comment' | 'product';

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
}

export class ReportsRepository {
  constructor(private readonly db: Database) {}

  create(input: Omit<ReportRow, 'id' | 'createdAt'>, now: string): ReportRow {
    const row: ReportRow = { ...input, id: newId(), createdAt: now };
    this.db
      .prepare(
        `INSERT INTO reports (id, title, description, source, sourceId, performerId, target, targetId, createdAt)
         VALUES (@id, @title, @description, @source, @sourceId, @performerId, @target, @targetId, @createdAt)`,
      )
      .run(row);
    return row;
  }

  listForTarget(target: ReportTarget, targetId: string): ReportRow[] {
    return this.db
      .prepare('SELECT * FROM reports WHERE target = ? AND targetId = ? ORDER BY createdAt DESC')
      .all(target, targetId) as ReportRow[];
  }
}
