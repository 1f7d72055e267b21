// Row types of the tables the converted repositories reach through the query builder (issue 24). A table is
// added here when its repository is converted (README "PostgreSQL" checklist); columns as the migrations make them.
import type { Generated } from 'kysely';

export interface MigrationsTable {
  name: string;
  appliedAt: string;
}

export interface SettingsTable {
  key: string;
  /** JSON text */
  value: string;
  /** 0/1 */
  public: number;
  updatedAt: string;
}

/** The columns of `users` the ledger touches (the rest stay with the users repository). */
export interface UsersBalanceColumns {
  id: string;
  balanceCents: number;
  updatedAt: string;
}

export interface LedgerEntriesTable {
  id: string;
  transactionId: string;
  accountId: string;
  amountCents: number;
  kind: string;
  counterpartyId: Generated<string>;
  targetType: Generated<string>;
  targetId: Generated<string>;
  createdAt: string;
}

export interface Tables {
  migrations: MigrationsTable;
  settings: SettingsTable;
  users: UsersBalanceColumns;
  ledger_entries: LedgerEntriesTable;
}
