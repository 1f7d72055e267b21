-- Issue 4: media files. Uploaded media get a processing status and probed dimensions; derived files
-- (a <= 640 px thumbnail and a blurred 32 px public preview) are rows of their own pointing at the
-- original through parentId, so GET /files/:kind/:name serves them like any stored file.
ALTER TABLE files ADD COLUMN status TEXT NOT NULL DEFAULT 'finished' CHECK (status IN ('processing', 'finished', 'error'));
ALTER TABLE files ADD COLUMN width INTEGER;
ALTER TABLE files ADD COLUMN height INTEGER;
ALTER TABLE files ADD COLUMN duration REAL;
ALTER TABLE files ADD COLUMN parentId TEXT REFERENCES files(id) ON DELETE CASCADE;
ALTER TABLE files ADD COLUMN variant TEXT CHECK (variant IS NULL OR variant IN ('thumbnail', 'preview'));
ALTER TABLE files ADD COLUMN error TEXT NOT NULL DEFAULT '';
CREATE INDEX files_parent ON files(parentId, variant);
CREATE INDEX files_status ON files(status);

-- What a fan bought (feed, video, gallery, product). Empty until the payments issue writes it; the access
-- rule (services/access.ts hasBought) already reads it.
CREATE TABLE purchases (
  id TEXT PRIMARY KEY,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  targetType TEXT NOT NULL CHECK (targetType IN ('feed', 'video', 'gallery', 'product')),
  targetId TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  UNIQUE (userId, targetType, targetId)
);
CREATE INDEX purchases_target ON purchases(targetType, targetId);
