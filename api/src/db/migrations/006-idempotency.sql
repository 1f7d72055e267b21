-- Idempotency-Key records (issue 13 item 13, and every money POST): one per caller and key, kept 24 h.
CREATE TABLE idempotency_keys (
  ownerId TEXT NOT NULL,
  key TEXT NOT NULL,
  route TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('running', 'done')),
  statusCode INTEGER,
  contentType TEXT,
  body TEXT,
  createdAt TEXT NOT NULL,
  PRIMARY KEY (ownerId, key)
);
CREATE INDEX idx_idempotency_keys_created ON idempotency_keys (createdAt);
