-- Samverka: the whole data model. Applied once, tracked in schema_migrations.
-- Names map to the spec: offers = sponsorships (tags = tag, user_id = owner),
-- profiles.username = anvandarnamn, favorites/contacts replace the profile's arrays.

-- better-auth tables (column names mapped in schema.ts)
CREATE TABLE IF NOT EXISTS users (
  id text PRIMARY KEY,
  name text NOT NULL DEFAULT '',
  email text NOT NULL UNIQUE,
  email_verified boolean NOT NULL DEFAULT false,
  image text,
  role text NOT NULL DEFAULT 'user',
  username text,
  user_type text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS sessions (
  id text PRIMARY KEY,
  token text NOT NULL UNIQUE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  ip_address text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS sessions_user_idx ON sessions (user_id);

CREATE TABLE IF NOT EXISTS accounts (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  provider_id text NOT NULL,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  access_token text,
  refresh_token text,
  id_token text,
  access_token_expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  scope text,
  password text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS accounts_user_idx ON accounts (user_id);

CREATE TABLE IF NOT EXISTS verifications (
  id text PRIMARY KEY,
  identifier text NOT NULL,
  value text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS profiles (
  id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  user_type text NOT NULL CHECK (user_type IN ('business', 'association', 'influencer', 'foundation')),
  username text NOT NULL,
  full_name text,
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS profiles_username_lower_idx ON profiles (lower(username));
CREATE INDEX IF NOT EXISTS profiles_user_type_idx ON profiles (user_type);

-- array_to_string is only STABLE; tags of an offer never depend on settings, so this wrapper is safe to mark IMMUTABLE
CREATE OR REPLACE FUNCTION samverka_tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_to_string(tags, ' '), '') $$;

CREATE TABLE IF NOT EXISTS offers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('business', 'association', 'influencer', 'foundation')),
  title text NOT NULL,
  organization text NOT NULL,
  location text,
  budget text,
  timeframe text,
  description text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  logo text,
  featured boolean NOT NULL DEFAULT false,
  user_id text REFERENCES users(id) ON DELETE SET NULL,
  phone text,
  contact_info text,
  is_approved boolean NOT NULL DEFAULT false,
  target_audience text,
  expected_views text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Swedish full-text document, weighted: title/organisation A, tags B, the rest C
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('swedish'::regconfig, coalesce(title, '') || ' ' || coalesce(organization, '')), 'A') ||
    setweight(to_tsvector('swedish'::regconfig, samverka_tags_text(tags)), 'B') ||
    setweight(to_tsvector('swedish'::regconfig, coalesce(description, '') || ' ' || coalesce(target_audience, '') || ' ' ||
      coalesce(expected_views, '') || ' ' || coalesce(location, '')), 'C')
  ) STORED,
  -- Swedish alphabetical order under the C collation: å, ä, ö sort after z (no ICU needed, works on PGlite)
  title_sort text GENERATED ALWAYS AS (translate(lower(coalesce(title, '')), 'åäöæøéèüá', '{|}|}eeya')) STORED
);
CREATE INDEX IF NOT EXISTS offers_type_approved_created_idx ON offers (type, is_approved, created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS offers_type_approved_title_idx ON offers (type, is_approved, title_sort COLLATE "C", id);
CREATE INDEX IF NOT EXISTS offers_user_idx ON offers (user_id, created_at DESC);
CREATE INDEX IF NOT EXISTS offers_search_idx ON offers USING gin (search);
CREATE INDEX IF NOT EXISTS offers_tags_idx ON offers USING gin (tags);

CREATE TABLE IF NOT EXISTS favorites (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  offer_id bigint NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, offer_id)
);
CREATE INDEX IF NOT EXISTS favorites_offer_idx ON favorites (offer_id);

CREATE TABLE IF NOT EXISTS contacts (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  contact_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, contact_id),
  CHECK (user_id <> contact_id)
);

CREATE TABLE IF NOT EXISTS private_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sender_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  receiver_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  text text NOT NULL,
  read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (sender_id <> receiver_id)
);
CREATE INDEX IF NOT EXISTS private_messages_pair_idx ON private_messages (sender_id, receiver_id, id DESC);
CREATE INDEX IF NOT EXISTS private_messages_unread_idx ON private_messages (receiver_id, sender_id) WHERE NOT read;

CREATE TABLE IF NOT EXISTS subscriptions (
  user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'incomplete',
  current_period_end timestamptz,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  provider text NOT NULL DEFAULT 'local',
  customer_id text,
  subscription_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS subscriptions_customer_idx ON subscriptions (customer_id) WHERE customer_id IS NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS subscriptions_subscription_idx ON subscriptions (subscription_id) WHERE subscription_id IS NOT NULL;

-- provider webhook events already handled, so a replay changes nothing
CREATE TABLE IF NOT EXISTS billing_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS contact_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  handled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS contact_messages_created_idx ON contact_messages (created_at DESC);

-- fixed-window counters shared by every server process
CREATE TABLE IF NOT EXISTS rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);

-- small server-side settings (e.g. the hash of a generated admin password)
CREATE TABLE IF NOT EXISTS app_settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Realtime: triggers announce changes on one channel. Payloads carry ids and addressees, never content.
CREATE OR REPLACE FUNCTION samverka_notify_offer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec offers;
  was_public boolean := false;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;
  IF TG_OP <> 'INSERT' THEN was_public := OLD.is_approved; END IF;
  PERFORM pg_notify('samverka_events', json_build_object(
    'type', 'offer_changed', 'id', rec.id, 'user', rec.user_id, 'offerType', rec.type,
    'public', (was_public OR (TG_OP <> 'DELETE' AND rec.is_approved)))::text);
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS offers_notify ON offers;
CREATE TRIGGER offers_notify AFTER INSERT OR UPDATE OR DELETE ON offers
  FOR EACH ROW EXECUTE FUNCTION samverka_notify_offer();

CREATE OR REPLACE FUNCTION samverka_notify_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('samverka_events', json_build_object(
      'type', 'message', 'id', NEW.id, 'from', NEW.sender_id, 'to', NEW.receiver_id)::text);
  ELSIF NEW.read AND NOT OLD.read THEN
    PERFORM pg_notify('samverka_events', json_build_object(
      'type', 'message_read', 'id', NEW.id, 'from', NEW.sender_id, 'to', NEW.receiver_id)::text);
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS private_messages_notify ON private_messages;
CREATE TRIGGER private_messages_notify AFTER INSERT OR UPDATE OF read ON private_messages
  FOR EACH ROW EXECUTE FUNCTION samverka_notify_message();

-- /admin sessions opened with the admin password (separate from user sessions); only a hash of the token is kept
CREATE TABLE IF NOT EXISTS admin_sessions (
  token_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
