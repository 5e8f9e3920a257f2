-- Edits of an approved offer wait for review (issue 16 §3): the approved text stays public while the
-- owner's proposed version waits here, one per offer; an admin applies it or rejects it with a reason.
CREATE TABLE IF NOT EXISTS offer_revisions (
  offer_id bigint PRIMARY KEY REFERENCES offers(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  proposed jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS offer_revisions_updated_idx ON offer_revisions (updated_at DESC, offer_id DESC);
-- the owner's notices (kind from 0231) may also say that an edit was not published
ALTER TABLE offer_rejections DROP CONSTRAINT IF EXISTS offer_rejections_kind_check;
ALTER TABLE offer_rejections ADD CONSTRAINT offer_rejections_kind_check
  CHECK (kind IN ('offer_removed', 'report_handled', 'edit_rejected'));
