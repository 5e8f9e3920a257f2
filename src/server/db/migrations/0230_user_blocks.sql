-- Trust and safety (issue 14): a user blocks another. The blocked user can no longer message the blocker
-- nor find them in the user search; the blocker no longer sees the conversation in the contact list.
CREATE TABLE IF NOT EXISTS user_blocks (
  blocker_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  blocked_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
-- "who has blocked me" (search, sending) looks the other way round
CREATE INDEX IF NOT EXISTS user_blocks_blocked_idx ON user_blocks (blocked_id);
