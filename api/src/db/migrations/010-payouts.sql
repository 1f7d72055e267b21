-- Issue 10: the creator's business. Where payouts go (bank or PayPal, private to the creator) and the requests
-- an operator moves from pending to approved, rejected or done (done takes the money off the balance, in one
-- transaction with its ledger rows).
CREATE TABLE banking_settings (
  performerId TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  firstName TEXT NOT NULL DEFAULT '',
  lastName TEXT NOT NULL DEFAULT '',
  bankName TEXT NOT NULL DEFAULT '',
  bankAccount TEXT NOT NULL DEFAULT '',
  bankRouting TEXT NOT NULL DEFAULT '',
  bankSwiftCode TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  updatedAt TEXT NOT NULL
);

CREATE TABLE paypal_settings (
  performerId TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  email TEXT NOT NULL DEFAULT '',
  phoneNumber TEXT NOT NULL DEFAULT '',
  updatedAt TEXT NOT NULL
);

CREATE TABLE payout_requests (
  id TEXT PRIMARY KEY,
  performerId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  requestCents INTEGER NOT NULL CHECK (requestCents > 0),
  paymentAccountType TEXT NOT NULL CHECK (paymentAccountType IN ('banking', 'paypal')),
  requestNote TEXT NOT NULL DEFAULT '',
  adminNote TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'done')),
  ledgerTransactionId TEXT,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE INDEX payout_requests_performer ON payout_requests(performerId, createdAt);
CREATE INDEX payout_requests_status ON payout_requests(status, createdAt);
