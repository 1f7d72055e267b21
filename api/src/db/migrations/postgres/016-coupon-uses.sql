-- PostgreSQL's side of 016-coupon-uses.sql: it has no NOCASE collation, so a code's uniqueness whatever its case is a
-- unique index on lower(code) (the coupons repository, once converted, looks codes up by lower(code) = lower(?)).
CREATE TABLE coupons_next (
  id TEXT PRIMARY KEY,
  code TEXT NOT NULL,
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
CREATE UNIQUE INDEX coupons_code_nocase ON coupons (lower(code));

CREATE INDEX payment_transactions_coupon ON payment_transactions(couponCode, status, userId);
CREATE INDEX payment_transactions_waiting ON payment_transactions(status, createdAt);
