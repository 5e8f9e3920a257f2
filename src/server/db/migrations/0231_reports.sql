-- Trust and safety (issue 14): reports of an offer, a user or a message for the admin to review.
-- The reason is stored as a code (its Swedish label lives in src/shared/trust-texts.ts).
CREATE TABLE IF NOT EXISTS reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reporter_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  target_type text NOT NULL CHECK (target_type IN ('offer', 'user', 'message')),
  target_id text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('fraud', 'inappropriate', 'spam', 'other')),
  details text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed')),
  resolution text CHECK (resolution IN ('dismiss', 'remove_offer')),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz
);
-- one open report per reporter and target: a second click answers the first report
CREATE UNIQUE INDEX IF NOT EXISTS reports_open_once_idx ON reports (reporter_id, target_type, target_id)
  WHERE state = 'open';
CREATE INDEX IF NOT EXISTS reports_state_idx ON reports (state, created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS reports_target_idx ON reports (target_type, target_id) WHERE state = 'open';

-- The owner's notices (migrations/0030) also tell a reporter that their report was handled.
ALTER TABLE offer_rejections ADD COLUMN IF NOT EXISTS kind text NOT NULL DEFAULT 'offer_removed'
  CHECK (kind IN ('offer_removed', 'report_handled'));
ALTER TABLE offer_rejections ALTER COLUMN offer_id DROP NOT NULL;
