import type { Database } from 'better-sqlite3';
import { BlocksRepository } from './blocks';
import { ContactsRepository } from './contacts';
import { DirectoryRepository } from './directory';
import { FilesRepository } from './files';
import { FollowsRepository } from './follows';
import { OutboxRepository } from './outbox';
import { PerformersRepository } from './performers';
import { PostsRepository } from './posts';
import { ReactionsRepository } from './reactions';
import { ReportsRepository } from './reports';
import { SearchKeywordsRepository } from './search-keywords';
import { SettingsRepository } from './settings';
import { SitePromosRepository } from './site-promos';
import { SubscriptionsRepository } from './subscriptions';
import { TokenPackagesRepository } from './token-packages';
import { TokensRepository } from './tokens';
import { UsersRepository } from './users';

export interface Repositories {
  users: UsersRepository;
  performers: PerformersRepository;
  tokens: TokensRepository;
  files: FilesRepository;
  settings: SettingsRepository;
  outbox: OutboxRepository;
  directory: DirectoryRepository;
  follows: FollowsRepository;
  reactions: ReactionsRepository;
  blocks: BlocksRepository;
  subscriptions: SubscriptionsRepository;
  sitePromos: SitePromosRepository;
  posts: PostsRepository;
  contacts: ContactsRepository;
  reports: ReportsRepository;
  searchKeywords: SearchKeywordsRepository;
  tokenPackages: TokenPackagesRepository;
}

export function createRepositories(db: Database): Repositories {
  return {
    users: new UsersRepository(db),
    performers: new PerformersRepository(db),
    tokens: new TokensRepository(db),
    files: new FilesRepository(db),
    settings: new SettingsRepository(db),
    outbox: new OutboxRepository(db),
    directory: new DirectoryRepository(db),
    follows: new FollowsRepository(db),
    reactions: new ReactionsRepository(db),
    blocks: new BlocksRepository(db),
    subscriptions: new SubscriptionsRepository(db),
    sitePromos: new SitePromosRepository(db),
    posts: new PostsRepository(db),
    contacts: new ContactsRepository(db),
    reports: new ReportsRepository(db),
    searchKeywords: new SearchKeywordsRepository(db),
    tokenPackages: new TokenPackagesRepository(db),
  };
}
