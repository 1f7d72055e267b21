-- Issue 13 item 1: a creator's city is public only when the creator opts in; address, zip code, state and date of
-- birth never leave the owner's own view.
ALTER TABLE performers ADD COLUMN showCity INTEGER NOT NULL DEFAULT 0;
