-- Issue 10: a creator's Stripe Connect account (when the site runs on Stripe), where Stripe pays them out.
-- Only Stripe's account id and what Stripe last said about it are kept.
CREATE TABLE stripe_connect_accounts (
  performerId TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  accountId TEXT NOT NULL UNIQUE,
  detailsSubmitted INTEGER NOT NULL DEFAULT 0,
  payoutsEnabled INTEGER NOT NULL DEFAULT 0,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
