-- Stiftelsesök (issue 24): the foundations register (imported from the county boards' foundation register,
-- claimable), the foundations' grant programmes with one deadline each (a date, a yearly date or 'löpande'),
-- watches with the reminders already sent, and in-platform applications. Search terms are computed by the
-- server's Swedish analysis (src/server/search/) when a row is written, as for offers.
CREATE TABLE IF NOT EXISTS foundations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  org_number text NOT NULL UNIQUE,
  county text NOT NULL,
  purpose text NOT NULL,
  contact text NOT NULL DEFAULT '',
  source text NOT NULL DEFAULT 'import',
  claimed_by text REFERENCES users (id) ON DELETE SET NULL,
  claim_requested_by text REFERENCES users (id) ON DELETE SET NULL,
  is_example boolean NOT NULL DEFAULT false,
  search_terms tsvector,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS foundations_terms_idx ON foundations USING gin (search_terms);
CREATE INDEX IF NOT EXISTS foundations_claimed_idx ON foundations (claimed_by) WHERE claimed_by IS NOT NULL;

CREATE TABLE IF NOT EXISTS grant_programmes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- the publishing foundation account; none for a programme of an unclaimed register foundation (the
  -- example data), whose claimer becomes its owner
  user_id text REFERENCES users (id) ON DELETE CASCADE,
  foundation_id bigint REFERENCES foundations (id) ON DELETE SET NULL,
  organization text NOT NULL,
  name text NOT NULL,
  purpose text NOT NULL,
  criteria text[] NOT NULL DEFAULT '{}',
  areas text[] NOT NULL DEFAULT '{}',
  regions text[] NOT NULL DEFAULT '{}',
  applicant_types text[] NOT NULL DEFAULT '{}',
  amount_min integer,
  amount_max integer,
  deadline_kind text NOT NULL CHECK (deadline_kind IN ('date', 'yearly', 'rolling')),
  deadline_date date,
  deadline_month integer CHECK (deadline_month BETWEEN 1 AND 12),
  deadline_day integer CHECK (deadline_day BETWEEN 1 AND 31),
  apply_mode text NOT NULL CHECK (apply_mode IN ('samverka', 'external')),
  apply_url text,
  documents text[] NOT NULL DEFAULT '{}',
  is_approved boolean NOT NULL DEFAULT false,
  -- the invented sample data of the embedded run (src/server/data/), shown as 'Exempeldata'
  is_example boolean NOT NULL DEFAULT false,
  search_terms tsvector,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS grant_programmes_user_idx ON grant_programmes (user_id);
CREATE INDEX IF NOT EXISTS grant_programmes_pending_idx ON grant_programmes (id) WHERE NOT is_approved;
CREATE INDEX IF NOT EXISTS grant_programmes_terms_idx ON grant_programmes USING gin (search_terms) WHERE is_approved;

-- The next deadline on or after `today` (a day in Europe/Stockholm): a one-off date as it is (also when it
-- has passed), a yearly date this year or next (29 February is refused on input), nothing for 'löpande'.
CREATE OR REPLACE FUNCTION samverka_grant_next_deadline(kind text, d date, m integer, dd integer, today date)
RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE kind
    WHEN 'date' THEN d
    WHEN 'yearly' THEN CASE
      WHEN make_date(extract(year FROM today)::int, m, dd) >= today THEN make_date(extract(year FROM today)::int, m, dd)
      ELSE make_date(extract(year FROM today)::int + 1, m, dd) END
    ELSE NULL END
$$;

CREATE TABLE IF NOT EXISTS grant_watches (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  grant_id bigint NOT NULL REFERENCES grant_programmes (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, grant_id)
);
CREATE INDEX IF NOT EXISTS grant_watches_grant_idx ON grant_watches (grant_id);

-- one row per reminder sent: (watcher, programme, the deadline it was about, days before); what makes the
-- hourly job idempotent, and a yearly programme's next deadline a new key
CREATE TABLE IF NOT EXISTS grant_reminders (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  grant_id bigint NOT NULL REFERENCES grant_programmes (id) ON DELETE CASCADE,
  deadline date NOT NULL,
  days_before integer NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, grant_id, deadline, days_before)
);

CREATE TABLE IF NOT EXISTS grant_applications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  grant_id bigint NOT NULL REFERENCES grant_programmes (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text text NOT NULL,
  status text NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'received', 'granted', 'rejected')),
  amount integer,
  message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (grant_id, user_id)
);
CREATE INDEX IF NOT EXISTS grant_applications_user_idx ON grant_applications (user_id);
