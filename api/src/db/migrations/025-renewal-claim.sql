-- Issue 24: a renewal attempt's lease gets its own column. The claim used to stamp updatedAt, so any change to a
-- subscription in the ten minutes before it fell due (a new card) held its renewal back one sweep; now only an
-- earlier claim does. NULL = never claimed. Plain DDL: the same text runs on PostgreSQL.
ALTER TABLE subscriptions ADD COLUMN renewalClaimedAt TEXT;
