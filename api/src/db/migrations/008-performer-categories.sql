-- Creator categories (contract: GET /performer-categories; creator sign-up, account, directory filter, profile).
-- The list is reference data: seeded here so every database has it; performers.categoryIds holds the ids.
CREATE TABLE performer_categories (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  ordering INTEGER NOT NULL DEFAULT 0,
  description TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
INSERT INTO performer_categories (id, name, slug, ordering, createdAt, updatedAt) VALUES
  ('6a0000000000000000000001', 'Fitness', 'fitness', 1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'),
  ('6a0000000000000000000002', 'Music', 'music', 2, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'),
  ('6a0000000000000000000003', 'Art', 'art', 3, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'),
  ('6a0000000000000000000004', 'Cooking', 'cooking', 4, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'),
  ('6a0000000000000000000005', 'Gaming', 'gaming', 5, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'),
  ('6a0000000000000000000006', 'Fashion', 'fashion', 6, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'),
  ('6a0000000000000000000007', 'Travel', 'travel', 7, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'),
  ('6a0000000000000000000008', 'Comedy', 'comedy', 8, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'),
  ('6a0000000000000000000009', 'Education', 'education', 9, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'),
  ('6a000000000000000000000a', 'Lifestyle', 'lifestyle', 10, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');
