-- The notification centre (issue 19): one row per thing a user should hear of. A conversation, a deal or a
-- grant deadline is one subject: while its entry is unread a new event updates that entry (subject_key)
-- instead of adding another. Kept 90 days (a scheduled job prunes older rows). A new or updated row is
-- announced on the realtime channel with its id and addressee only.
CREATE TABLE IF NOT EXISTS notifications (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  subject_key text,
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  link text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  read_at timestamptz,
  emailed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- the list (newest first) and the unread count
CREATE INDEX IF NOT EXISTS notifications_user_idx ON notifications (user_id, id DESC);
CREATE INDEX IF NOT EXISTS notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
-- one unread entry per subject
CREATE UNIQUE INDEX IF NOT EXISTS notifications_subject_unread_idx
  ON notifications (user_id, kind, subject_key) WHERE read_at IS NULL AND subject_key IS NOT NULL;
CREATE INDEX IF NOT EXISTS notifications_created_idx ON notifications (created_at);

CREATE OR REPLACE FUNCTION samverka_notify_notification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('samverka_events', json_build_object(
    'type', 'notification', 'id', NEW.id, 'user', NEW.user_id)::text);
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS notifications_notify ON notifications;
CREATE TRIGGER notifications_notify AFTER INSERT OR UPDATE ON notifications
  FOR EACH ROW EXECUTE FUNCTION samverka_notify_notification();
