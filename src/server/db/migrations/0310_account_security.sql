-- Issue 15 §3–6: the second factor (better-auth's two-factor plugin), sessions with a last-seen time
-- and an absolute lifetime, the organisation number and its verification, and erased accounts.

-- better-auth's twoFactor model (secret and backup codes encrypted with AUTH_SECRET)
ALTER TABLE users ADD COLUMN IF NOT EXISTS two_factor_enabled boolean NOT NULL DEFAULT false;
CREATE TABLE IF NOT EXISTS two_factors (
  id text PRIMARY KEY,
  secret text NOT NULL,
  backup_codes text NOT NULL,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  verified boolean NOT NULL DEFAULT true,
  failed_verification_count integer NOT NULL DEFAULT 0,
  locked_until timestamptz
);
CREATE INDEX IF NOT EXISTS two_factors_user_idx ON two_factors (user_id);

-- an erased account keeps only its id (messages it sent stay with their recipients): see DELETE /api/me
ALTER TABLE users ADD COLUMN IF NOT EXISTS deleted_at timestamptz;

-- last seen (kept by the session middleware, at most every few minutes)
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS last_seen_at timestamptz NOT NULL DEFAULT now();
-- the sliding 7 days never carry a session past 30 days from its creation
CREATE OR REPLACE FUNCTION samverka_session_absolute_lifetime() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.expires_at > NEW.created_at + interval '30 days' THEN
    NEW.expires_at := NEW.created_at + interval '30 days';
  END IF;
  RETURN NEW;
END $$;
DROP TRIGGER IF EXISTS sessions_absolute_lifetime ON sessions;
CREATE TRIGGER sessions_absolute_lifetime BEFORE INSERT OR UPDATE ON sessions
  FOR EACH ROW EXECUTE FUNCTION samverka_session_absolute_lifetime();

-- the public profile's details and the organisation number (10 digits, normalised NNNNNN-NNNN)
ALTER TABLE profiles ADD COLUMN IF NOT EXISTS location text;
ALTER TABLE profiles ADD COLUMN IF NOT EXISTS website text;
ALTER TABLE profiles ADD COLUMN IF NOT EXISTS logo_url text;
ALTER TABLE profiles ADD COLUMN IF NOT EXISTS org_number text;
-- none (no number) · pending (waits for the admin) · approved · rejected (with a reason)
ALTER TABLE profiles ADD COLUMN IF NOT EXISTS org_verification text NOT NULL DEFAULT 'none';
ALTER TABLE profiles ADD COLUMN IF NOT EXISTS org_rejection_reason text;
ALTER TABLE profiles ADD COLUMN IF NOT EXISTS org_verified_at timestamptz;
CREATE INDEX IF NOT EXISTS profiles_org_pending_idx ON profiles (updated_at) WHERE org_verification = 'pending';
