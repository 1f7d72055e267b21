-- Issue 3: creators and discovery. Follows, reactions (bookmarks/likes), creator blocks, subscriptions
-- (computed flags; payments write here later), CMS pages, banners, contact messages, reports, search
-- keywords and token packages.

-- Presence and live state shown on cards and used by the directory sorts (live, online).
ALTER TABLE users ADD COLUMN isOnline INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN onlineAt TEXT;
ALTER TABLE performers ADD COLUMN live INTEGER NOT NULL DEFAULT 0;
ALTER TABLE performers ADD COLUMN streamingStatus TEXT NOT NULL DEFAULT 'offline';
ALTER TABLE performers ADD COLUMN lastStreamingTime TEXT;

-- Directory filters: status/role on users, attribute columns on performers.
CREATE INDEX users_role_status ON users(role, status);
CREATE INDEX users_country ON users(country);
CREATE INDEX users_gender ON users(gender);
CREATE INDEX users_created ON users(createdAt);
CREATE INDEX performers_score ON performers(score DESC);
CREATE INDEX performers_live ON performers(live DESC, score DESC);
CREATE INDEX performers_dob ON performers(dateOfBirth);
CREATE INDEX performers_ethnicity ON performers(ethnicity);
CREATE INDEX performers_free ON performers(isFreeSubscription);

CREATE TABLE follows (
  id TEXT PRIMARY KEY,
  followerId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  followingId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  createdAt TEXT NOT NULL,
  UNIQUE (followerId, followingId),
  CHECK (followerId != followingId)
);
CREATE INDEX follows_following ON follows(followingId, createdAt);

CREATE TABLE reactions (
  id TEXT PRIMARY KEY,
  action TEXT NOT NULL CHECK (action IN ('like', 'bookmark', 'favourite')),
  objectType TEXT NOT NULL CHECK (objectType IN ('performer', 'feed', 'video', 'gallery', 'product', 'comment')),
  objectId TEXT NOT NULL,
  createdBy TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  createdAt TEXT NOT NULL,
  UNIQUE (action, objectType, objectId, createdBy)
);
CREATE INDEX reactions_user ON reactions(createdBy, action, objectType, createdAt);
CREATE INDEX reactions_object ON reactions(objectType, objectId, action);

-- A creator (source) blocks a user (target). Country blocks stay in performers.blockCountries.
CREATE TABLE blocks (
  id TEXT PRIMARY KEY,
  sourceId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  target TEXT NOT NULL DEFAULT 'user' CHECK (target IN ('user')),
  targetId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reason TEXT NOT NULL DEFAULT '',
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL,
  UNIQUE (sourceId, targetId)
);
CREATE INDEX blocks_target ON blocks(targetId);

-- One row per (fan, creator); renewals and payments update it. isSubscribed = expiredAt in the future.
CREATE TABLE subscriptions (
  id TEXT PRIMARY KEY,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  performerId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  subscriptionType TEXT NOT NULL CHECK (subscriptionType IN ('monthly', 'yearly', 'free', 'system')),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('created', 'active', 'deactivated')),
  paymentGateway TEXT NOT NULL DEFAULT 'system',
  startRecurringDate TEXT,
  nextRecurringDate TEXT,
  expiredAt TEXT NOT NULL,
  usedFreeSubscription INTEGER NOT NULL DEFAULT 0,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL,
  UNIQUE (userId, performerId)
);
CREATE INDEX subscriptions_performer ON subscriptions(performerId, expiredAt);

CREATE TABLE site_promos (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  link TEXT NOT NULL DEFAULT '',
  position TEXT NOT NULL DEFAULT 'top' CHECK (position IN ('top', 'bottom', 'left', 'right', 'middle')),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  photoPath TEXT NOT NULL DEFAULT '',
  ordering INTEGER NOT NULL DEFAULT 0,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE INDEX site_promos_position ON site_promos(status, position, ordering);

-- CMS pages; content is trusted admin HTML stored as-is, sanitized by the web app when rendered.
CREATE TABLE posts (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  content TEXT NOT NULL DEFAULT '',
  shortDescription TEXT NOT NULL DEFAULT '',
  type TEXT NOT NULL DEFAULT 'page',
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  ordering INTEGER NOT NULL DEFAULT 0,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE INDEX posts_type_status ON posts(type, status, ordering);

CREATE TABLE contacts (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  userId TEXT REFERENCES users(id) ON DELETE SET NULL,
  ip TEXT NOT NULL DEFAULT '',
  createdAt TEXT NOT NULL
);

CREATE TABLE reports (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  source TEXT NOT NULL CHECK (source IN ('user', 'performer')),
  sourceId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  performerId TEXT REFERENCES users(id) ON DELETE SET NULL,
  target TEXT NOT NULL CHECK (target IN ('video', 'gallery', 'feed', 'performer', 'comment', 'product')),
  targetId TEXT NOT NULL,
  createdAt TEXT NOT NULL
);
CREATE INDEX reports_target ON reports(target, targetId);

CREATE TABLE search_keywords (
  keyword TEXT PRIMARY KEY,
  count INTEGER NOT NULL DEFAULT 0,
  createdAt TEXT NOT NULL,
  lastSearchedAt TEXT NOT NULL
);
CREATE INDEX search_keywords_count ON search_keywords(count DESC);
CREATE INDEX search_keywords_recent ON search_keywords(lastSearchedAt DESC);

CREATE TABLE token_packages (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  ordering INTEGER NOT NULL DEFAULT 0,
  priceCents INTEGER NOT NULL CHECK (priceCents >= 0),
  tokens INTEGER NOT NULL CHECK (tokens >= 0),
  isActive INTEGER NOT NULL DEFAULT 1,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
