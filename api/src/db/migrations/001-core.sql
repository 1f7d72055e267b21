-- Accounts: fans (role 'user') and creators (role 'performer') share one table so usernames and
-- emails are unique across both kinds; creator-only fields live in `performers`.
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  role TEXT NOT NULL CHECK (role IN ('user', 'performer')),
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
  updatedAt TEXT NOT NULL
);

CREATE TABLE performers (
  userId TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  coverPath TEXT NOT NULL DEFAULT '',
  welcomeVideoPath TEXT NOT NULL DEFAULT '',
  welcomeVideoName TEXT NOT NULL DEFAULT '',
  welcomeVideoId TEXT,
  activateWelcomeVideo INTEGER NOT NULL DEFAULT 0,
  phoneCode TEXT NOT NULL DEFAULT '',
  dateOfBirth TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  zipcode TEXT NOT NULL DEFAULT '',
  languages TEXT NOT NULL DEFAULT '[]',
  categoryIds TEXT NOT NULL DEFAULT '[]',
  bio TEXT NOT NULL DEFAULT '',
  height TEXT NOT NULL DEFAULT '',
  weight TEXT NOT NULL DEFAULT '',
  eyes TEXT NOT NULL DEFAULT '',
  hair TEXT NOT NULL DEFAULT '',
  butt TEXT NOT NULL DEFAULT '',
  pubicHair TEXT NOT NULL DEFAULT '',
  ethnicity TEXT NOT NULL DEFAULT '',
  bodyType TEXT NOT NULL DEFAULT '',
  sexualOrientation TEXT NOT NULL DEFAULT '',
  isFreeSubscription INTEGER NOT NULL DEFAULT 0,
  durationFreeSubscriptionDays INTEGER NOT NULL DEFAULT 1,
  monthlyPriceCents INTEGER NOT NULL DEFAULT 995,
  yearlyPriceCents INTEGER NOT NULL DEFAULT 9995,
  publicChatPriceCents INTEGER NOT NULL DEFAULT 0,
  verifiedAccount INTEGER NOT NULL DEFAULT 0,
  verifiedDocument INTEGER NOT NULL DEFAULT 0,
  isFeatured INTEGER NOT NULL DEFAULT 0,
  idVerificationId TEXT,
  documentVerificationId TEXT,
  blockCountries TEXT NOT NULL DEFAULT '[]',
  stats TEXT NOT NULL DEFAULT '{}',
  score INTEGER NOT NULL DEFAULT 0
);

-- Only a SHA-256 of each token is stored: a leaked database does not leak live sessions.
CREATE TABLE tokens (
  id TEXT PRIMARY KEY,
  tokenHash TEXT NOT NULL UNIQUE,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role TEXT NOT NULL,
  expiresAt TEXT NOT NULL,
  revokedAt TEXT,
  createdAt TEXT NOT NULL
);
CREATE INDEX tokens_user ON tokens(userId);

-- One-time links (password reset, email verification); hashed like session tokens.
CREATE TABLE one_time_tokens (
  tokenHash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expiresAt TEXT NOT NULL,
  usedAt TEXT,
  createdAt TEXT NOT NULL
);

CREATE TABLE files (
  id TEXT PRIMARY KEY,
  ownerId TEXT REFERENCES users(id) ON DELETE SET NULL,
  kind TEXT NOT NULL,
  storedName TEXT NOT NULL UNIQUE,
  originalName TEXT NOT NULL DEFAULT '',
  mimeType TEXT NOT NULL,
  size INTEGER NOT NULL,
  createdAt TEXT NOT NULL
);

CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  public INTEGER NOT NULL DEFAULT 0,
  updatedAt TEXT NOT NULL
);

CREATE TABLE outbox (
  id TEXT PRIMARY KEY,
  toAddress TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  filePath TEXT NOT NULL,
  createdAt TEXT NOT NULL
);
