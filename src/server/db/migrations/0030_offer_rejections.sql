-- Moderation: when an admin removes an offer with a reason, the owner keeps a small notice
-- (shown on /my-pages) until dismissing it. The offer itself is gone, so only its title is kept.
CREATE TABLE IF NOT EXISTS offer_rejections (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  offer_id bigint NOT NULL,
  offer_title text NOT NULL,
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS offer_rejections_user_idx ON offer_rejections (user_id, created_at DESC);
-- the admin lists: unapproved / approved offers newest first, whatever their type
CREATE INDEX IF NOT EXISTS offers_approved_created_idx ON offers (is_approved, created_at DESC, id DESC);
