-- Issue 12, step one: live sessions (reference §4.3 Stream). A public stream has its chat conversation
-- (conversations.type 'public', streamId); `sessionId` names the media room; `endedAt` closes the session.
CREATE TABLE streams (
  id TEXT PRIMARY KEY,
  performerId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type TEXT NOT NULL DEFAULT 'public' CHECK (type IN ('public', 'private')),
  sessionId TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  isStreaming INTEGER NOT NULL DEFAULT 0,
  isFree INTEGER NOT NULL DEFAULT 1,
  priceCents INTEGER NOT NULL DEFAULT 0 CHECK (priceCents >= 0),
  streamingTime INTEGER NOT NULL DEFAULT 0 CHECK (streamingTime >= 0),
  lastStreamingTime TEXT,
  conversationId TEXT,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL,
  endedAt TEXT
);
CREATE INDEX streams_performer ON streams(performerId, endedAt);
CREATE INDEX streams_live ON streams(isStreaming, endedAt);
