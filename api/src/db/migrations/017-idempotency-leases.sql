-- Issue 20 item 4: an Idempotency-Key whose request died is resolved. A running claim belongs to one request
-- (`claimToken`) for a short lease its process keeps renewing; past it, a retry takes the claim over and runs
-- again, which is safe because a money movement stores its answer in the same SQLite transaction (the key is
-- then `done`, and replayed). A card payment started under a key carries it, so a retry resumes that payment
-- instead of starting a second one.
ALTER TABLE idempotency_keys ADD COLUMN claimToken TEXT NOT NULL DEFAULT '';
ALTER TABLE idempotency_keys ADD COLUMN leaseUntil TEXT;
ALTER TABLE payment_transactions ADD COLUMN idempotencyKey TEXT NOT NULL DEFAULT '';
CREATE UNIQUE INDEX payment_transactions_idempotency ON payment_transactions(userId, idempotencyKey)
  WHERE idempotencyKey <> '';
