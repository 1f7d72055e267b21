-- The operator's review of a creator's ID documents (issue 20 item 12): verifiedDocument says approved; a
-- refusal is kept with its time and note until the creator uploads a new document (pending review again).
ALTER TABLE performers ADD COLUMN documentRejectedAt TEXT;
ALTER TABLE performers ADD COLUMN documentReviewNote TEXT NOT NULL DEFAULT '';
