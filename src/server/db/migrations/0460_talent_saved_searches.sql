-- Saved Talentfinder searches (issue 25 §3 and §5): a saved search of type 'talent' keeps the words or skills
-- in q, the place in location and {remote, terms, minHours} in filters; each person it matched, when the
-- person turned 'Synlig för organisationer' on or changed the profile, is recorded once, so each saver is
-- told of a person once.
CREATE TABLE IF NOT EXISTS talent_search_matches (
  saved_search_id bigint NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
  talent_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (saved_search_id, talent_id)
);
CREATE INDEX IF NOT EXISTS talent_search_matches_talent_idx ON talent_search_matches (talent_id);
