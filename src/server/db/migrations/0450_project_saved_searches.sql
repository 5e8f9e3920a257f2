-- Saved searches of /projekt (issue 25 §3): a saved search of type 'project' keeps the text in q, the place
-- in location and the list's other filters in filters ({group, remote, terms, maxHours}); each project it
-- matched when an admin approved it is recorded once, so the saver is told once.
CREATE TABLE IF NOT EXISTS project_search_matches (
  saved_search_id bigint NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (saved_search_id, project_id)
);
CREATE INDEX IF NOT EXISTS project_search_matches_project_idx ON project_search_matches (project_id);
