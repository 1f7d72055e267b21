-- Issue 23 moderation: an operator hides a reported item (every visitor list, search and detail leaves it out;
-- its owner still sees it) and decides on each report.
ALTER TABLE feeds ADD COLUMN hiddenAt TEXT;
ALTER TABLE videos ADD COLUMN hiddenAt TEXT;
ALTER TABLE galleries ADD COLUMN hiddenAt TEXT;
ALTER TABLE products ADD COLUMN hiddenAt TEXT;
ALTER TABLE comments ADD COLUMN hiddenAt TEXT;

-- open until an operator hides the item (actioned) or dismisses the report with a note
ALTER TABLE reports ADD COLUMN status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'actioned', 'dismissed'));
ALTER TABLE reports ADD COLUMN decisionNote TEXT NOT NULL DEFAULT '';
ALTER TABLE reports ADD COLUMN decidedAt TEXT;
CREATE INDEX reports_status ON reports(status, createdAt);
