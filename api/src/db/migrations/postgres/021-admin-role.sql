-- PostgreSQL's side of 021-admin-role.sql: it can change a CHECK in place (SQLite rebuilds the table; here a drop
-- would take the references of every child table with it). The other statements are the same as SQLite's.
ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'performer', 'admin'));

ALTER TABLE tokens ADD COLUMN secondFactorAt TEXT;

CREATE TABLE admin_two_factor (
  userId TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret TEXT NOT NULL,
  confirmedAt TEXT,
  lastStep INTEGER NOT NULL DEFAULT 0,
  createdAt TEXT NOT NULL
);

CREATE TABLE admin_recovery_codes (
  id TEXT PRIMARY KEY,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  codeHash TEXT NOT NULL,
  usedAt TEXT,
  createdAt TEXT NOT NULL
);
CREATE INDEX admin_recovery_codes_user ON admin_recovery_codes(userId);
