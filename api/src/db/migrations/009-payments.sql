-- Issue 9: money. Every balance change is a set of ledger rows (one transaction id, summing to zero across
-- accounts) written in the same SQL transaction as the balance update. Accounts are users' ids, or the
-- pseudo-accounts `platform` (site commission) and `gateway:<name>` (money entering from a card).
CREATE TABLE ledger_entries (
  id TEXT PRIMARY KEY,
  transactionId TEXT NOT NULL,
  accountId TEXT NOT NULL,
  amountCents INTEGER NOT NULL CHECK (amountCents != 0),
  kind TEXT NOT NULL,
  counterpartyId TEXT NOT NULL DEFAULT '',
  targetType TEXT NOT NULL DEFAULT '',
  targetId TEXT NOT NULL DEFAULT '',
  createdAt TEXT NOT NULL
);
CREATE INDEX ledger_account ON ledger_entries(accountId);
CREATE INDEX ledger_transaction ON ledger_entries(transactionId);

-- Saved cards: only brand, last four digits, expiry and holder. Never a number or a CVC.
CREATE TABLE payment_cards (
  id TEXT PRIMARY KEY,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  paymentGateway TEXT NOT NULL,
  brand TEXT NOT NULL,
  last4Digits TEXT NOT NULL CHECK (length(last4Digits) = 4),
  month INTEGER NOT NULL,
  year INTEGER NOT NULL,
  holderName TEXT NOT NULL DEFAULT '',
  -- the gateway's reference: a Stripe payment method id, or the sandbox card's behaviour
  token TEXT NOT NULL,
  customerId TEXT NOT NULL DEFAULT '',
  createdAt TEXT NOT NULL
);
CREATE INDEX payment_cards_user ON payment_cards(userId, createdAt);

-- Card payments (reference "Payment (money) transaction"): top-ups and subscription charges.
CREATE TABLE payment_transactions (
  id TEXT PRIMARY KEY,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  performerId TEXT,
  paymentGateway TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('token_package', 'monthly_subscription', 'yearly_subscription', 'free_subscription')),
  target TEXT NOT NULL,
  targetId TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  originalPriceCents INTEGER NOT NULL CHECK (originalPriceCents >= 0),
  totalPriceCents INTEGER NOT NULL CHECK (totalPriceCents >= 0),
  creditCents INTEGER NOT NULL DEFAULT 0 CHECK (creditCents >= 0),
  couponCode TEXT NOT NULL DEFAULT '',
  couponValue REAL NOT NULL DEFAULT 0,
  status TEXT NOT NULL CHECK (status IN ('created', 'processing', 'require_authentication', 'success', 'fail', 'canceled', 'refunded')),
  cardId TEXT,
  subscriptionId TEXT,
  gatewayReference TEXT NOT NULL DEFAULT '',
  clientSecret TEXT NOT NULL DEFAULT '',
  failureMessage TEXT NOT NULL DEFAULT '',
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE INDEX payment_transactions_user ON payment_transactions(userId, createdAt);
CREATE INDEX payment_transactions_reference ON payment_transactions(gatewayReference);

-- Wallet spending (reference "Token (wallet) transaction").
CREATE TABLE wallet_transactions (
  id TEXT PRIMARY KEY,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  performerId TEXT NOT NULL,
  target TEXT NOT NULL,
  targetId TEXT NOT NULL,
  type TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  totalPriceCents INTEGER NOT NULL CHECK (totalPriceCents > 0),
  quantity INTEGER NOT NULL DEFAULT 1,
  sessionId TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL CHECK (status IN ('pending', 'success', 'refunded')),
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE INDEX wallet_transactions_user ON wallet_transactions(userId, createdAt);
CREATE INDEX wallet_transactions_target ON wallet_transactions(target, targetId);

-- What a creator earned from each fan payment (reference "Earning"); the creator-business issue reads it.
CREATE TABLE earnings (
  id TEXT PRIMARY KEY,
  transactionId TEXT NOT NULL,
  sourceType TEXT NOT NULL CHECK (sourceType IN ('wallet', 'payment')),
  userId TEXT NOT NULL,
  performerId TEXT NOT NULL,
  type TEXT NOT NULL,
  grossCents INTEGER NOT NULL,
  commissionCents INTEGER NOT NULL,
  netCents INTEGER NOT NULL,
  paymentGateway TEXT NOT NULL DEFAULT 'wallet',
  isToken INTEGER NOT NULL DEFAULT 1,
  isPaid INTEGER NOT NULL DEFAULT 0,
  paidAt TEXT,
  refundedAt TEXT,
  createdAt TEXT NOT NULL
);
CREATE INDEX earnings_performer ON earnings(performerId, createdAt);
CREATE INDEX earnings_transaction ON earnings(transactionId);

CREATE TABLE coupons (
  id TEXT PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  -- a fraction of the amount: 0.1 = 10 %; kept as basis points so no float reaches a price
  valueBasisPoints INTEGER NOT NULL CHECK (valueBasisPoints > 0 AND valueBasisPoints < 10000),
  expiredDate TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  numberOfUses INTEGER NOT NULL CHECK (numberOfUses >= 0),
  usedCount INTEGER NOT NULL DEFAULT 0,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL,
  CHECK (usedCount <= numberOfUses)
);

CREATE TABLE addresses (
  id TEXT PRIMARY KEY,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  country TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  district TEXT NOT NULL DEFAULT '',
  ward TEXT NOT NULL DEFAULT '',
  streetNumber TEXT NOT NULL DEFAULT '',
  streetAddress TEXT NOT NULL,
  zipCode TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE INDEX addresses_user ON addresses(userId, createdAt);

CREATE TABLE orders (
  id TEXT PRIMARY KEY,
  orderNumber TEXT NOT NULL UNIQUE,
  transactionId TEXT NOT NULL,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  performerId TEXT NOT NULL,
  productId TEXT NOT NULL,
  productInfo TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  unitPriceCents INTEGER NOT NULL,
  totalPriceCents INTEGER NOT NULL,
  deliveryAddressId TEXT,
  deliveryAddress TEXT NOT NULL DEFAULT '',
  phoneNumber TEXT NOT NULL DEFAULT '',
  userNote TEXT NOT NULL DEFAULT '',
  shippingCode TEXT NOT NULL DEFAULT '',
  deliveryStatus TEXT NOT NULL CHECK (deliveryStatus IN ('processing', 'shipping', 'delivered', 'refunded')),
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE INDEX orders_user ON orders(userId, createdAt);
CREATE INDEX orders_performer ON orders(performerId, createdAt);

-- Subscriptions: the card that renews them and whether renewal is on (cancel keeps access until expiredAt).
ALTER TABLE subscriptions ADD COLUMN cardId TEXT;
ALTER TABLE subscriptions ADD COLUMN autoRenew INTEGER NOT NULL DEFAULT 0;
ALTER TABLE subscriptions ADD COLUMN cancelledAt TEXT;
ALTER TABLE subscriptions ADD COLUMN lastTransactionId TEXT;

-- Purchases also cover messages and streams (issues 11 and 12); SQLite cannot alter a CHECK, so rebuild.
CREATE TABLE purchases_next (
  id TEXT PRIMARY KEY,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  targetType TEXT NOT NULL CHECK (targetType IN ('feed', 'video', 'gallery', 'product', 'message', 'stream')),
  targetId TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  UNIQUE (userId, targetType, targetId)
);
INSERT INTO purchases_next SELECT * FROM purchases;
DROP TABLE purchases;
ALTER TABLE purchases_next RENAME TO purchases;
CREATE INDEX purchases_target ON purchases(targetType, targetId);
