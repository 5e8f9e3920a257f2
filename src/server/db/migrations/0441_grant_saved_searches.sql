-- Saved catalogue searches of /stiftelser (issue 24 §2): a saved search of type 'grant' keeps the text in q,
-- the areas in tags, the region in location, and the other filters of the catalogue in filters
-- ({applicant, amount, open, soon}); each programme it matched on publication is recorded once.
ALTER TABLE saved_searches ADD COLUMN IF NOT EXISTS filters jsonb NOT NULL DEFAULT '{}'::jsonb;

CREATE TABLE IF NOT EXISTS grant_search_matches (
  saved_search_id bigint NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
  grant_id bigint NOT NULL REFERENCES grant_programmes (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (saved_search_id, grant_id)
);
CREATE INDEX IF NOT EXISTS grant_search_matches_grant_idx ON grant_search_matches (grant_id);
