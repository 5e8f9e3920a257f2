-- Uploaded images: which key was stored, by whom and when, so that an image never attached to an offer
-- (the form was abandoned after the upload) can be removed later (features/uploads/uploads.sweep.ts).
-- Images stored before this table existed are not listed, so they are never swept.
CREATE TABLE IF NOT EXISTS uploads (
  key text PRIMARY KEY,
  url text NOT NULL,
  user_id text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS uploads_created_idx ON uploads (created_at);
-- "is this image still some offer's logo?" (on delete, on edit, and for every swept upload)
CREATE INDEX IF NOT EXISTS offers_logo_idx ON offers (logo) WHERE logo IS NOT NULL;
