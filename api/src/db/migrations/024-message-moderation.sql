-- Issue 23 moderation of messages: a fan or creator reports a message they received; an operator may hide it.
-- A hidden message reads as removed to the other members (and leaves the conversation's preview); its sender
-- still sees it, marked.
ALTER TABLE messages ADD COLUMN hiddenAt TEXT;

-- a report may point at a message: SQLite cannot change the target's CHECK, so the table is rebuilt (no other
-- table references reports; its rows, columns and indexes are kept)
CREATE TABLE reports_next (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  source TEXT NOT NULL CHECK (source IN ('user', 'performer')),
  sourceId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  performerId TEXT REFERENCES users(id) ON DELETE SET NULL,
  target TEXT NOT NULL CHECK (target IN ('video', 'gallery', 'feed', 'performer', 'comment', 'product', 'message')),
  targetId TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'actioned', 'dismissed')),
  decisionNote TEXT NOT NULL DEFAULT '',
  decidedAt TEXT
);
INSERT INTO reports_next (id, title, description, source, sourceId, performerId, target, targetId, createdAt, status,
                          decisionNote, decidedAt)
  SELECT id, title, description, source, sourceId, performerId, target, targetId, createdAt, status, decisionNote,
         decidedAt FROM reports;
DROP TABLE reports;
ALTER TABLE reports_next RENAME TO reports;
CREATE INDEX reports_target ON reports(target, targetId);
CREATE INDEX reports_status ON reports(status, createdAt);
