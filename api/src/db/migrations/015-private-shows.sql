-- Issue 12: private 1:1 shows. A creator's per-minute price (0 = takes no private shows); a private stream
-- carries its fan, when the creator accepted, the minutes charged so far (one ledger movement per started
-- minute, counted here in the same transaction) and why it ended.
ALTER TABLE performers ADD COLUMN privateChatPriceCents INTEGER NOT NULL DEFAULT 0 CHECK (privateChatPriceCents >= 0);
ALTER TABLE streams ADD COLUMN fanId TEXT REFERENCES users(id) ON DELETE CASCADE;
ALTER TABLE streams ADD COLUMN acceptedAt TEXT;
ALTER TABLE streams ADD COLUMN billedMinutes INTEGER NOT NULL DEFAULT 0 CHECK (billedMinutes >= 0);
ALTER TABLE streams ADD COLUMN endReason TEXT NOT NULL DEFAULT '';
CREATE INDEX streams_private_open ON streams(type, endedAt, acceptedAt);
