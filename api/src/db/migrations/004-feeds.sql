-- Issue 4: creator posts (feeds) with their files, polls and votes, and comments on any content.
CREATE TABLE feeds (
  id TEXT PRIMARY KEY,
  performerId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('text', 'photo', 'video', 'audio', 'scheduled-streaming')),
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL DEFAULT '',
  text TEXT NOT NULL DEFAULT '',
  isSale INTEGER NOT NULL DEFAULT 0,
  priceCents INTEGER NOT NULL DEFAULT 0 CHECK (priceCents >= 0),
  teaserId TEXT REFERENCES files(id) ON DELETE SET NULL,
  thumbnailId TEXT REFERENCES files(id) ON DELETE SET NULL,
  pollDescription TEXT NOT NULL DEFAULT '',
  pollExpiredAt TEXT,
  streamingScheduled TEXT,
  isSchedule INTEGER NOT NULL DEFAULT 0,
  scheduleAt TEXT,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  isPinned INTEGER NOT NULL DEFAULT 0,
  pinnedAt TEXT,
  totalLike INTEGER NOT NULL DEFAULT 0,
  totalComment INTEGER NOT NULL DEFAULT 0,
  totalBookmark INTEGER NOT NULL DEFAULT 0,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE INDEX feeds_performer ON feeds(performerId, isPinned DESC, createdAt DESC);
CREATE INDEX feeds_order ON feeds(isPinned DESC, createdAt DESC, id DESC);

-- Ordered media of a post (photos, the video or the audio).
CREATE TABLE feed_files (
  feedId TEXT NOT NULL REFERENCES feeds(id) ON DELETE CASCADE,
  fileId TEXT NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (feedId, fileId)
);
CREATE INDEX feed_files_file ON feed_files(fileId);

-- Poll options: created first by the creator (feedId NULL), attached when the post is saved.
CREATE TABLE polls (
  id TEXT PRIMARY KEY,
  performerId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  feedId TEXT REFERENCES feeds(id) ON DELETE CASCADE,
  description TEXT NOT NULL,
  totalVote INTEGER NOT NULL DEFAULT 0,
  expiredAt TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE INDEX polls_feed ON polls(feedId, position);

-- One vote per fan and post, whatever the option.
CREATE TABLE poll_votes (
  id TEXT PRIMARY KEY,
  pollId TEXT NOT NULL REFERENCES polls(id) ON DELETE CASCADE,
  feedId TEXT NOT NULL REFERENCES feeds(id) ON DELETE CASCADE,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  createdAt TEXT NOT NULL,
  UNIQUE (feedId, userId)
);
CREATE INDEX poll_votes_poll ON poll_votes(pollId);

-- Comments on feeds, videos, galleries, products; objectType 'comment' = a reply (objectId = parent).
CREATE TABLE comments (
  id TEXT PRIMARY KEY,
  objectType TEXT NOT NULL CHECK (objectType IN ('feed', 'video', 'gallery', 'product', 'comment')),
  objectId TEXT NOT NULL,
  content TEXT NOT NULL,
  createdBy TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  recipientId TEXT NOT NULL DEFAULT '',
  totalReply INTEGER NOT NULL DEFAULT 0,
  totalLike INTEGER NOT NULL DEFAULT 0,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE INDEX comments_object ON comments(objectType, objectId, createdAt DESC);
CREATE INDEX comments_author ON comments(createdBy);
