-- A milestone's proof may be an uploaded image (issue 23 §3): the upload's key, the upload row staying as
-- the record of who uploaded it (so the account's erasure removes the image, and the sweep leaves it alone).
ALTER TABLE deal_milestones ADD COLUMN IF NOT EXISTS proof_image text REFERENCES uploads(key) ON DELETE SET NULL;
CREATE INDEX IF NOT EXISTS deal_milestones_proof_image_idx ON deal_milestones (proof_image) WHERE proof_image IS NOT NULL;
