-- Issue 23: one row per operator action, written in the same transaction as the change it records.
CREATE TABLE audit_log (
  id TEXT PRIMARY KEY,
  actorId TEXT NOT NULL REFERENCES users(id),
  action TEXT NOT NULL,
  targetKind TEXT NOT NULL,
  targetId TEXT NOT NULL,
  beforeJson TEXT NOT NULL DEFAULT 'null',
  afterJson TEXT NOT NULL DEFAULT 'null',
  note TEXT NOT NULL DEFAULT '',
  ip TEXT NOT NULL DEFAULT '',
  createdAt TEXT NOT NULL
);
CREATE INDEX audit_log_created ON audit_log(createdAt);
CREATE INDEX audit_log_actor ON audit_log(actorId, createdAt);
CREATE INDEX audit_log_target ON audit_log(targetKind, targetId, createdAt);

-- A creator's own platform share (issue 23 "per-creator commission override"); null = the site setting.
ALTER TABLE performers ADD COLUMN commissionOverride REAL;
