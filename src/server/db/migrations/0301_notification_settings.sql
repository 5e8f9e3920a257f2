-- Notification settings, e-mail delivery and saved searches (issue 19 §3–4).
-- A user's choice per kind: shown in the app or not, mailed never/at once/in the daily digest. Only the
-- choices that differ from the defaults (src/shared/notifications.ts) are stored.
CREATE TABLE IF NOT EXISTS notification_settings (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  in_app boolean NOT NULL,
  email text NOT NULL CHECK (email IN ('off', 'instant', 'daily')),
  PRIMARY KEY (user_id, kind)
);

-- one digest per user and Stockholm day: the row is written in the transaction that queues the mail
CREATE TABLE IF NOT EXISTS notification_digests (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, day)
);

-- the mails still to send or put into a digest
CREATE INDEX IF NOT EXISTS notifications_unmailed_idx ON notifications (created_at)
  WHERE emailed_at IS NULL AND read_at IS NULL;

-- extra headers of a mail (List-Unsubscribe, List-Unsubscribe-Post)
ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS headers jsonb NOT NULL DEFAULT '{}'::jsonb;

-- a saved explore search: type, text, tags and place, as on the explore page
CREATE TABLE IF NOT EXISTS saved_searches (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  q text NOT NULL DEFAULT '',
  -- lower-cased, as samverka_lower_tags(offers.tags) compares them
  tags text[] NOT NULL DEFAULT '{}',
  location text NOT NULL DEFAULT '',
  seen_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS saved_searches_user_idx ON saved_searches (user_id, id DESC);
-- the prefilter of an approval: the searches of the offer's type
CREATE INDEX IF NOT EXISTS saved_searches_type_idx ON saved_searches (type);

-- each offer a saved search matched, once
CREATE TABLE IF NOT EXISTS saved_search_matches (
  saved_search_id bigint NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
  offer_id bigint NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (saved_search_id, offer_id)
);
