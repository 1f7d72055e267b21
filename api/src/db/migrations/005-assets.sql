-- Issue 4: a creator's videos, galleries (with their photos) and products. Money in integer cents;
-- slugs are unique per table (detail pages accept an id or a slug); tags and participants are JSON arrays.
-- Counters shown as `stats` live in columns so reactions and comments can adjust them in one UPDATE.

CREATE TABLE videos (
  id TEXT PRIMARY KEY,
  performerId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL DEFAULT '',
  tags TEXT NOT NULL DEFAULT '[]',
  participantIds TEXT NOT NULL DEFAULT '[]',
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('draft', 'active', 'inactive', 'file-error')),
  isSale INTEGER NOT NULL DEFAULT 0,
  priceCents INTEGER NOT NULL DEFAULT 0 CHECK (priceCents >= 0),
  isSchedule INTEGER NOT NULL DEFAULT 0,
  scheduledAt TEXT,
  fileId TEXT REFERENCES files(id) ON DELETE SET NULL,
  teaserId TEXT REFERENCES files(id) ON DELETE SET NULL,
  thumbnailId TEXT REFERENCES files(id) ON DELETE SET NULL,
  statViews INTEGER NOT NULL DEFAULT 0,
  statLikes INTEGER NOT NULL DEFAULT 0,
  statComments INTEGER NOT NULL DEFAULT 0,
  statBookmarks INTEGER NOT NULL DEFAULT 0,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE INDEX videos_performer ON videos(performerId, createdAt);
CREATE INDEX videos_public ON videos(status, createdAt);

CREATE TABLE galleries (
  id TEXT PRIMARY KEY,
  performerId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('draft', 'active', 'inactive')),
  isSale INTEGER NOT NULL DEFAULT 0,
  priceCents INTEGER NOT NULL DEFAULT 0 CHECK (priceCents >= 0),
  -- a photo of this gallery; cleared (and re-picked) by the code when that photo goes
  coverPhotoId TEXT,
  statViews INTEGER NOT NULL DEFAULT 0,
  statLikes INTEGER NOT NULL DEFAULT 0,
  statComments INTEGER NOT NULL DEFAULT 0,
  statBookmarks INTEGER NOT NULL DEFAULT 0,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE INDEX galleries_performer ON galleries(performerId, createdAt);
CREATE INDEX galleries_public ON galleries(status, createdAt);

CREATE TABLE photos (
  id TEXT PRIMARY KEY,
  performerId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  galleryId TEXT NOT NULL REFERENCES galleries(id) ON DELETE CASCADE,
  fileId TEXT REFERENCES files(id) ON DELETE SET NULL,
  title TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('draft', 'active', 'inactive')),
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE INDEX photos_gallery ON photos(galleryId, createdAt);
CREATE INDEX photos_performer ON photos(performerId, createdAt);

CREATE TABLE products (
  id TEXT PRIMARY KEY,
  performerId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL DEFAULT '',
  type TEXT NOT NULL CHECK (type IN ('physical', 'digital')),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('draft', 'active', 'inactive')),
  priceCents INTEGER NOT NULL DEFAULT 0 CHECK (priceCents >= 0),
  stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
  imageId TEXT REFERENCES files(id) ON DELETE SET NULL,
  digitalFileId TEXT REFERENCES files(id) ON DELETE SET NULL,
  statViews INTEGER NOT NULL DEFAULT 0,
  statLikes INTEGER NOT NULL DEFAULT 0,
  statComments INTEGER NOT NULL DEFAULT 0,
  statBookmarks INTEGER NOT NULL DEFAULT 0,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE INDEX products_performer ON products(performerId, createdAt);
CREATE INDEX products_public ON products(status, createdAt);
