// Header keyword search statistics: one row per normalised keyword with a counter.
import type { SqlDb } from '../db/sql-db';

export interface SearchKeywordRow {
  keyword: string;
  count: number;
  createdAt: string;
  lastSearchedAt: string;
}

export class SearchKeywordsRepository {
  constructor(private readonly db: SqlDb) {}

  async record(keyword: string, now: string): Promise<SearchKeywordRow> {
    return (await this.db
      .prepare(
        `INSERT INTO search_keywords (keyword, count, createdAt, lastSearchedAt) VALUES (@keyword, 1, @now, @now)
         ON CONFLICT (keyword) DO UPDATE SET count = search_keywords.count + 1, lastSearchedAt = excluded.lastSearchedAt
         RETURNING *`,
      )
      .get({ keyword, now })) as SearchKeywordRow;
  }

  async list(
    sortBy: 'popular' | 'recent',
    limit: number,
  ): Promise<{ rows: SearchKeywordRow[]; total: number }> {
    const order = sortBy === 'recent' ? 'lastSearchedAt DESC, count DESC' : 'count DESC, lastSearchedAt DESC';
    const total = (
      (await this.db.prepare('SELECT COUNT(*) AS n FROM search_keywords').get()) as { n: number }
    ).n;
    const rows = (await this.db
      .prepare(`SELECT * FROM search_keywords ORDER BY ${order}, keyword LIMIT ?`)
      .all(limit)) as SearchKeywordRow[];
    return { rows, total };
  }
}
