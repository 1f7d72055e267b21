import type { SqlDb } from '../db/sql-db';
import { AdminDashboardRepository } from './admin-dashboard';
import { BlocksRepository } from './blocks';
import { CommentsRepository } from './comments';
import { ContactsRepository } from './contacts';
import { DirectoryRepository } from './directory';
import { FeedFilesRepository } from './feed-files';
import { FeedsRepository } from './feeds';
import { FilesRepository } from './files';
import { FollowsRepository } from './follows';
import { OutboxRepository } from './outbox';
import { PerformerCategoriesRepository } from './performer-categories';
import { PerformersRepository } from './performers';
import { PostsRepository } from './posts';
import { PurchasesRepository } from './purchases';
import { ReactionsRepository } from './reactions';
import { ModerationRepository } from './moderation';
import { ReportsRepository } from './reports';
import { SearchKeywordsRepository } from './search-keywords';
import { SettingsRepository } from './settings';
import { SitePromosRepository } from './site-promos';
import { SubscriptionsRepository } from './subscriptions';
import { TokenPackagesRepository } from './token-packages';
import { TokensRepository } from './tokens';
import { UsersRepository } from './users';
import { GalleriesRepository } from './galleries';
import { IdempotencyKeysRepository } from './idempotency-keys';
import { PhotosRepository } from './photos';
import { PollsRepository } from './polls';
import { ProductsRepository } from './products';
import { VideosRepository } from './videos';
import { LedgerRepository } from './ledger';
import { PaymentCardsRepository } from './payment-cards';
import { PaymentTransactionsRepository } from './payment-transactions';
import { WalletTransactionsRepository } from './wallet-transactions';
import { CouponsRepository } from './coupons';
import { OrdersRepository } from './orders';
import { PayoutsRepository } from './payouts';
import { StripeAccountsRepository } from './stripe-accounts';
import { SocketRelayRepository } from './socket-relay';
import { ConversationsRepository } from './conversations';
import { MessagesRepository } from './messages';
import { StreamsRepository } from './streams';
import { EarningsRepository } from './earnings';
import { AdminSecurityRepository } from './admin-security';
import { AuditLogRepository } from './audit-log';
import { AdminPeopleRepository } from './admin-people';

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
  moderation: ModerationRepository;
  searchKeywords: SearchKeywordsRepository;
  tokenPackages: TokenPackagesRepository;
  videos: VideosRepository;
  galleries: GalleriesRepository;
  photos: PhotosRepository;
  products: ProductsRepository;
  purchases: PurchasesRepository;
  feeds: FeedsRepository;
  feedFiles: FeedFilesRepository;
  polls: PollsRepository;
  comments: CommentsRepository;
  idempotencyKeys: IdempotencyKeysRepository;
  performerCategories: PerformerCategoriesRepository;
  ledger: LedgerRepository;
  paymentCards: PaymentCardsRepository;
  paymentTransactions: PaymentTransactionsRepository;
  walletTransactions: WalletTransactionsRepository;
  coupons: CouponsRepository;
  orders: OrdersRepository;
  payouts: PayoutsRepository;
  stripeAccounts: StripeAccountsRepository;
  socketRelay: SocketRelayRepository;
  conversations: ConversationsRepository;
  messages: MessagesRepository;
  streams: StreamsRepository;
  earnings: EarningsRepository;
  adminSecurity: AdminSecurityRepository;
  auditLog: AuditLogRepository;
  adminPeople: AdminPeopleRepository;
  adminDashboard: AdminDashboardRepository;
}

/** Every repository over one SqlDb: statements run on the caller's open transaction, if any (db/transaction.ts). */
export function createRepositories(db: SqlDb): Repositories {
  return {
    users: new UsersRepository(db),
    performers: new PerformersRepository(db),
    tokens: new TokensRepository(db),
    files: new FilesRepository(db),
    settings: new SettingsRepository(() => db.executor(), db.sql),
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
    moderation: new ModerationRepository(db),
    searchKeywords: new SearchKeywordsRepository(db),
    tokenPackages: new TokenPackagesRepository(db),
    videos: new VideosRepository(db),
    galleries: new GalleriesRepository(db),
    photos: new PhotosRepository(db),
    products: new ProductsRepository(db),
    purchases: new PurchasesRepository(db),
    feeds: new FeedsRepository(db),
    feedFiles: new FeedFilesRepository(db),
    polls: new PollsRepository(db),
    comments: new CommentsRepository(db),
    idempotencyKeys: new IdempotencyKeysRepository(db),
    performerCategories: new PerformerCategoriesRepository(db),
    ledger: new LedgerRepository(db),
    paymentCards: new PaymentCardsRepository(db),
    paymentTransactions: new PaymentTransactionsRepository(db),
    walletTransactions: new WalletTransactionsRepository(db),
    coupons: new CouponsRepository(db),
    orders: new OrdersRepository(db),
    payouts: new PayoutsRepository(db),
    stripeAccounts: new StripeAccountsRepository(db),
    socketRelay: new SocketRelayRepository(db),
    conversations: new ConversationsRepository(db),
    messages: new MessagesRepository(db),
    streams: new StreamsRepository(db),
    earnings: new EarningsRepository(db),
    adminSecurity: new AdminSecurityRepository(db),
    auditLog: new AuditLogRepository(db),
    adminPeople: new AdminPeopleRepository(db),
    adminDashboard: new AdminDashboardRepository(db),
  };
}
