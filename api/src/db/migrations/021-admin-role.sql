-- migrate: foreign keys off
-- Issue 23: operators are accounts with role 'admin'. SQLite cannot change a CHECK, so users is rebuilt with the
-- same columns (the runner turns foreign keys off around this file, else the drop would cascade).
CREATE TABLE users_new (
  id TEXT PRIMARY KEY,
  role TEXT NOT NULL CHECK (role IN ('user', 'performer', 'admin')),
  name TEXT NOT NULL DEFAULT '',
  firstName TEXT NOT NULL DEFAULT '',
  lastName TEXT NOT NULL DEFAULT '',
  username TEXT UNIQUE,
  email TEXT UNIQUE,
  passwordHash TEXT,
  gender TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  avatarPath TEXT NOT NULL DEFAULT '',
  balanceCents INTEGER NOT NULL DEFAULT 0 CHECK (balanceCents >= 0),
  status TEXT NOT NULL DEFAULT 'active',
  verifiedEmail INTEGER NOT NULL DEFAULT 0,
  googleId TEXT UNIQUE,
  twitterId TEXT UNIQUE,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL,
  isOnline INTEGER NOT NULL DEFAULT 0,
  onlineAt TEXT
);
INSERT INTO users_new (id, role, name, firstName, lastName, username, email, passwordHash, gender, country, phone,
  avatarPath, balanceCents, status, verifiedEmail, googleId, twitterId, createdAt, updatedAt, isOnline, onlineAt)
SELECT id, role, name, firstName, lastName, username, email, passwordHash, gender, country, phone,
  avatarPath, balanceCents, status, verifiedEmail, googleId, twitterId, createdAt, updatedAt, isOnline, onlineAt
FROM users;
DROP TABLE users;
ALTER TABLE users_new RENAME TO users;
CREATE INDEX users_role_status ON users(role, status);
CREATE INDEX users_country ON users(country);
CREATE INDEX users_gender ON users(gender);
CREATE INDEX users_created ON users(createdAt);

-- When this session passed the second factor (admins: TOTP or a recovery code); null until then.
ALTER TABLE tokens ADD COLUMN secondFactorAt TEXT;

-- An admin's TOTP secret (base32). confirmedAt is null while enrolment waits for the first code; lastStep is the
-- last 30-second step accepted, so a code is never accepted twice.
CREATE TABLE admin_two_factor (
  userId TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret TEXT NOT NULL,
  confirmedAt TEXT,
  lastStep INTEGER NOT NULL DEFAULT 0,
  createdAt TEXT NOT NULL
);

-- One-time recovery codes, stored as SHA-256 (they are random, 50 bits each: a slow hash adds nothing).
CREATE TABLE admin_recovery_codes (
  id TEXT PRIMARY KEY,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  codeHash TEXT NOT NULL,
  usedAt TEXT,
  createdAt TEXT NOT NULL
);
CREATE INDEX admin_recovery_codes_user ON admin_recovery_codes(userId);
