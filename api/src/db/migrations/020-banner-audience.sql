-- Issue 20: a banner names who it is for. 'creators' banners (a call to go live) are shown to creators only,
-- 'fans' banners to fans only, 'all' to everyone including visitors.
ALTER TABLE site_promos ADD COLUMN audience TEXT NOT NULL DEFAULT 'all' CHECK (audience IN ('all', 'fans', 'creators'));
-- The demo data's creator call to action was shown to everyone: it becomes what it says.
UPDATE site_promos SET audience = 'creators', link = '/creator/live',
  description = 'Your subscribers hear about it the moment you start.'
  WHERE title = 'Go live tonight' AND link = '/creator?sortBy=live';
