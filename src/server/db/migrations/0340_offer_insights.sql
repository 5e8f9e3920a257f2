-- Insights (issue 20): per-offer daily counters, the per-viewer de-duplication behind them, the daily
-- salts of the anonymous viewer hash, and declared audiences. Days are Stockholm calendar days.

CREATE OR REPLACE FUNCTION samverka_today() RETURNS date
  LANGUAGE sql STABLE AS $$ SELECT (now() AT TIME ZONE 'Europe/Stockholm')::date $$;

-- one row per offer and day, written with an upsert: the cheap counters the statistics page reads
CREATE TABLE IF NOT EXISTS offer_stats_daily (
  offer_id bigint NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
  day date NOT NULL,
  views integer NOT NULL DEFAULT 0,
  favorites integer NOT NULL DEFAULT 0,
  contacts integer NOT NULL DEFAULT 0,
  PRIMARY KEY (offer_id, day)
);

-- who viewed (or contacted) an offer on a day: a user id, or for an anonymous visitor a salted hash that
-- changes every day (never the address). The primary key is the de-duplication; rows older than the
-- longest statistics window are pruned by the 'insights.prune' job.
CREATE TABLE IF NOT EXISTS offer_viewers (
  offer_id bigint NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('view', 'contact')),
  viewer text NOT NULL,
  user_type text NOT NULL,
  region text NOT NULL,
  PRIMARY KEY (offer_id, day, kind, viewer)
);
CREATE INDEX IF NOT EXISTS offer_viewers_day_idx ON offer_viewers (day);

-- the salt of each day's anonymous hash; yesterday's is deleted, so an old hash can no longer be tried
-- against every address
CREATE TABLE IF NOT EXISTS offer_view_salts (
  day date PRIMARY KEY,
  salt text NOT NULL
);

-- a favourite counts on the day it is added, whoever adds it and from wherever
CREATE OR REPLACE FUNCTION samverka_count_favorite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO offer_stats_daily (offer_id, day, favorites) VALUES (NEW.offer_id, samverka_today(), 1)
  ON CONFLICT (offer_id, day) DO UPDATE SET favorites = offer_stats_daily.favorites + 1;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS favorites_count ON favorites;
CREATE TRIGGER favorites_count AFTER INSERT ON favorites
  FOR EACH ROW EXECUTE FUNCTION samverka_count_favorite();

-- the owner's open statistics page refreshes when a counter moves (payload: ids and addressee only)
CREATE OR REPLACE FUNCTION samverka_notify_offer_stats() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner text;
BEGIN
  SELECT user_id INTO owner FROM offers WHERE id = NEW.offer_id;
  IF owner IS NOT NULL THEN
    PERFORM pg_notify('samverka_events', json_build_object(
      'type', 'offer_stats', 'id', NEW.offer_id, 'user', owner)::text);
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS offer_stats_daily_notify ON offer_stats_daily;
CREATE TRIGGER offer_stats_daily_notify AFTER INSERT OR UPDATE ON offer_stats_daily
  FOR EACH ROW EXECUTE FUNCTION samverka_notify_offer_stats();

-- 'Målgrupp och räckvidd': what an influencer or association says about its audience. Each percentage
-- object sums to 100 (checked by the API); total_reach is the sum of the channels' counts, kept for the
-- explore filter.
CREATE TABLE IF NOT EXISTS profile_audiences (
  user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  channels jsonb NOT NULL DEFAULT '[]',
  age_bands jsonb NOT NULL DEFAULT '{}',
  gender jsonb NOT NULL DEFAULT '{}',
  regions jsonb NOT NULL DEFAULT '{}',
  total_reach bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS profile_audiences_reach_idx ON profile_audiences (total_reach);
