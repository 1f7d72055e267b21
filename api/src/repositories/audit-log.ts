// The operators' audit log: who did what to which target, with the changed fields before and after.
import type { SqlDb } from '../db/sql-db';
import { newId } from '../lib/ids';

export interface AuditRow {
  id: string;
  actorId: string;
  action: string;
  targetKind: string;
  targetId: string;
  beforeJson: string;
  afterJson: string;
  note: string;
  ip: string;
  createdAt: string;
  /** joined: the actor's username (or email) */
  actorUsername: string;
}

export interface AuditFilters {
  actorId?: string;
  action?: string;
  targetKind?: string;
  targetId?: string;
  fromDate?: string;
  toDate?: string;
}

export type NewAuditRow = Omit<AuditRow, 'id' | 'actorUsername'>;

export class AuditLogRepository {
  constructor(private readonly db: SqlDb) {}

  async add(row: NewAuditRow): Promise<string> {
    const id = newId();
    await this.db
      .prepare(
        `INSERT INTO audit_log (id, actorId, action, targetKind, targetId, beforeJson, afterJson, note, ip, createdAt)
         VALUES (@id, @actorId, @action, @targetKind, @targetId, @beforeJson, @afterJson, @note, @ip, @createdAt)`,
      )
      .run({ ...row, id });
    return id;
  }

  async list(f: AuditFilters, offset: number, limit: number): Promise<{ rows: AuditRow[]; total: number }> {
    const where: string[] = [];
    const params: Record<string, string | number> = {};
    const equal = (column: keyof AuditFilters & keyof AuditRow) => {
      if (f[column] === undefined) return;
      where.push(`a.${column} = @${column}`);
      params[column] = f[column]!;
    };
    (['actorId', 'action', 'targetKind', 'targetId'] as const).forEach(equal);
    if (f.fromDate) {
      where.push('a.createdAt >= @fromDate');
      params.fromDate = f.fromDate;
    }
    if (f.toDate) {
      where.push('a.createdAt <= @toDate');
      params.toDate = f.toDate;
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = (
      (await this.db.prepare(`SELECT COUNT(*) AS n FROM audit_log a ${clause}`).get(params)) as { n: number }
    ).n;
    const rows = (await this.db
      .prepare(
        `SELECT a.*, COALESCE(u.username, u.email, '') AS actorUsername FROM audit_log a
         LEFT JOIN users u ON u.id = a.actorId ${clause}
         ORDER BY a.createdAt DESC, ${this.db.text.insertionOrder('a')} DESC LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit, offset })) as AuditRow[];
    return { rows, total };
  }
}
