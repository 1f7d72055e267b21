import type { Database } from 'better-sqlite3';
import { FilesRepository } from './files';
import { OutboxRepository } from './outbox';
import { PerformersRepository } from './performers';
import { SettingsRepository } from './settings';
import { TokensRepository } from './tokens';
import { UsersRepository } from './users';

export interface Repositories {
  users: UsersRepository;
  performers: PerformersRepository;
  tokens: TokensRepository;
  files: FilesRepository;
  settings: SettingsRepository;
  outbox: OutboxRepository;
}

export function createRepositories(db: Database): Repositories {
  return {
    users: new UsersRepository(db),
    performers: new PerformersRepository(db),
    tokens: new TokensRepository(db),
    files: new FilesRepository(db),
    settings: new SettingsRepository(db),
    outbox: new OutboxRepository(db),
  };
}
