-- Deals (issue 23): an agreement between two users, drafted from a template, saved as versions (each with
-- the SHA-256 of its canonical form), signed by both parties on one exact version, then followed through
-- its milestones to completion and reviews. A deleted account's deals stay with the other party: the
-- party's id becomes null (shown as a deleted account) while the signature records stay as signed.
CREATE TABLE IF NOT EXISTS deals (
  id bigserial PRIMARY KEY,
  party_a text REFERENCES users (id) ON DELETE SET NULL,
  party_b text REFERENCES users (id) ON DELETE SET NULL,
  offer_id bigint REFERENCES offers (id) ON DELETE SET NULL,
  template text NOT NULL,
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'awaiting_signature', 'signed', 'active', 'completed', 'declined')),
  version integer NOT NULL DEFAULT 1,
  decline_reason text,
  signed_at timestamptz,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS deals_party_a_idx ON deals (party_a);
CREATE INDEX IF NOT EXISTS deals_party_b_idx ON deals (party_b);

CREATE TABLE IF NOT EXISTS deal_versions (
  deal_id bigint NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  version integer NOT NULL,
  terms jsonb NOT NULL,
  hash text NOT NULL,
  author_id text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (deal_id, version)
);

CREATE TABLE IF NOT EXISTS deal_signatures (
  id bigserial PRIMARY KEY,
  deal_id bigint NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  version integer NOT NULL,
  hash text NOT NULL,
  party text NOT NULL CHECK (party IN ('a', 'b')),
  signer_id text REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  signed_at timestamptz NOT NULL DEFAULT now(),
  voided_at timestamptz
);
-- one standing signature per party
CREATE UNIQUE INDEX IF NOT EXISTS deal_signatures_standing_idx ON deal_signatures (deal_id, party) WHERE voided_at IS NULL;

CREATE TABLE IF NOT EXISTS deal_milestones (
  id bigserial PRIMARY KEY,
  deal_id bigint NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  position integer NOT NULL,
  title text NOT NULL,
  due_date date NOT NULL,
  responsible text NOT NULL CHECK (responsible IN ('a', 'b')),
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'done', 'confirmed', 'disputed')),
  proof text NOT NULL DEFAULT '',
  comment text NOT NULL DEFAULT '',
  done_at timestamptz,
  confirmed_at timestamptz,
  UNIQUE (deal_id, position)
);
CREATE INDEX IF NOT EXISTS deal_milestones_due_idx ON deal_milestones (due_date) WHERE state <> 'confirmed';

-- the reminders already sent: 'd3', 'd1', 'overdue' once per milestone
CREATE TABLE IF NOT EXISTS deal_reminders (
  milestone_id bigint NOT NULL REFERENCES deal_milestones (id) ON DELETE CASCADE,
  kind text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (milestone_id, kind)
);

-- the latest version each party has looked at (the diff is shown since then)
CREATE TABLE IF NOT EXISTS deal_views (
  deal_id bigint NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  version integer NOT NULL,
  PRIMARY KEY (deal_id, user_id)
);

-- the audit trail: every event of a deal, in order
CREATE TABLE IF NOT EXISTS deal_events (
  id bigserial PRIMARY KEY,
  deal_id bigint NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  actor_id text REFERENCES users (id) ON DELETE SET NULL,
  kind text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS deal_events_deal_idx ON deal_events (deal_id, id);

CREATE TABLE IF NOT EXISTS deal_reviews (
  id bigserial PRIMARY KEY,
  deal_id bigint NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  reviewer_id text REFERENCES users (id) ON DELETE SET NULL,
  reviewee_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reviewer_party text NOT NULL CHECK (reviewer_party IN ('a', 'b')),
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (deal_id, reviewer_party)
);
CREATE INDEX IF NOT EXISTS deal_reviews_reviewee_idx ON deal_reviews (reviewee_id, created_at DESC);

-- a user's private calendar feed. The token is an HMAC (with the server's secret) of the user and a random
-- nonce, so the settings page can show the address again; the database keeps the nonce and the token's
-- SHA-256 (for the lookup), never the token. A new nonce revokes the old address.
CREATE TABLE IF NOT EXISTS calendar_tokens (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  nonce text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
