-- Issue 20 items 2-3: a coupon use counts when its payment completes, and a payment still waiting for the payer's
-- confirmation holds one only until it completes, fails or expires (30 minutes). Uses are counted from the
-- payments themselves, so no counter can drift: `usedCount` goes. A coupon is once per fan unless the operator
-- says otherwise (`perFanUses`, 0 = no limit per fan); codes are unique whatever their case.
CREATE TABLE coupons_next (
  id TEXT PRIMARY KEY,
  code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  valueBasisPoints INTEGER NOT NULL CHECK (valueBasisPoints > 0 AND valueBasisPoints < 10000),
  expiredDate TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  numberOfUses INTEGER NOT NULL CHECK (numberOfUses >= 0),
  perFanUses INTEGER NOT NULL DEFAULT 1 CHECK (perFanUses >= 0),
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
INSERT INTO coupons_next (id, code, name, description, valueBasisPoints, expiredDate, status, numberOfUses, perFanUses, createdAt, updatedAt)
  SELECT id, code, name, description, valueBasisPoints, expiredDate, status, numberOfUses, 1, createdAt, updatedAt FROM coupons;
DROP TABLE coupons;
ALTER TABLE coupons_next RENAME TO coupons;

CREATE INDEX payment_transactions_coupon ON payment_transactions(couponCode, status, userId);
CREATE INDEX payment_transactions_waiting ON payment_transactions(status, createdAt);
