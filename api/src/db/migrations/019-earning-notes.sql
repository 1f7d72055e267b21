-- Issue 20: what a fan wrote with a payment (a tip's message), on the creator's earning row. The fan's own
-- record already carries it in its description.
ALTER TABLE earnings ADD COLUMN note TEXT NOT NULL DEFAULT '';
