// Wallet token packages offered for purchase (reference §4.3 Token package).
import type { SqlDb } from '../db/sql-db';
import { newId } from '../lib/ids';
import type { Page } from './sql';

export interface TokenPackageRow {
  id: string;
  name: string;
  description: string;
  ordering: number;
  priceCents: number;
  tokens: number;
  isActive: number;
  createdAt: string;
  updatedAt: string;
}

export type NewTokenPackage = Pick<
  TokenPackageRow,
  'name' | 'description' | 'ordering' | 'priceCents' | 'tokens'
> & { isActive?: boolean };

export class TokenPackagesRepository {
  constructor(private readonly db: SqlDb) {}

  async create(input: NewTokenPackage, now: string): Promise<TokenPackageRow> {
    const id = newId();
    await this.db
      .prepare(
        `INSERT INTO token_packages (id, name, description, ordering, priceCents, tokens, isActive, createdAt, updatedAt)
         VALUES (@id, @name, @description, @ordering, @priceCents, @tokens, @isActive, @now, @now)`,
      )
      .run({ ...input, isActive: input.isActive === false ? 0 : 1, id, now });
    return (await this.db.prepare('SELECT * FROM token_packages WHERE id = ?').get(id)) as TokenPackageRow;
  }

  async count(): Promise<number> {
    return ((await this.db.prepare('SELECT COUNT(*) AS n FROM token_packages').get()) as { n: number }).n;
  }

  async searchActive(offset: number, limit: number): Promise<Page<TokenPackageRow>> {
    const total = (
      (await this.db.prepare('SELECT COUNT(*) AS n FROM token_packages WHERE isActive = 1').get()) as {
        n: number;
      }
    ).n;
    const rows = (await this.db
      .prepare(
        'SELECT * FROM token_packages WHERE isActive = 1 ORDER BY ordering, priceCents, id LIMIT ? OFFSET ?',
      )
      .all(limit, offset)) as TokenPackageRow[];
    return { rows, total };
  }
}
