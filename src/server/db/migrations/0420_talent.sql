-- Talentfinder and 'Individer och Projekt' (issue 25): the fifth account type 'individual' (Privatperson),
-- skills profiles (hidden from everyone but the owner until 'Synlig för organisationer' is turned on),
-- projects of associations, businesses and foundations with their roles (admin approval as for offers), and
-- the interests people express in a role with the organisation's answer.
ALTER TABLE profiles DROP CONSTRAINT IF EXISTS profiles_user_type_check;
ALTER TABLE profiles ADD CONSTRAINT profiles_user_type_check
  CHECK (user_type IN ('business', 'association', 'influencer', 'foundation', 'individual'));

CREATE TABLE IF NOT EXISTS skill_profiles (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  headline text NOT NULL,
  -- [{skill: id from src/shared/data/skills.json or null, name, level: nyborjare|van|expert}]
  skills jsonb NOT NULL DEFAULT '[]',
  -- the skill ids the skills normalise to (free text included), for the filters and the matcher
  skill_ids text[] NOT NULL DEFAULT '{}',
  hours_per_week integer NOT NULL CHECK (hours_per_week BETWEEN 1 AND 80),
  available_from date,
  available_to date,
  place text NOT NULL,
  county text,
  remote boolean NOT NULL DEFAULT false,
  volunteer boolean NOT NULL DEFAULT true,
  paid boolean NOT NULL DEFAULT false,
  bio text NOT NULL DEFAULT '',
  links text[] NOT NULL DEFAULT '{}',
  visible boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS skill_profiles_visible_idx ON skill_profiles USING gin (skill_ids) WHERE visible;

CREATE TABLE IF NOT EXISTS projects (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organization text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  place text NOT NULL,
  county text,
  is_approved boolean NOT NULL DEFAULT false,
  search_terms tsvector,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS projects_user_idx ON projects (user_id);
CREATE INDEX IF NOT EXISTS projects_pending_idx ON projects (id) WHERE NOT is_approved;
CREATE INDEX IF NOT EXISTS projects_terms_idx ON projects USING gin (search_terms) WHERE is_approved;

CREATE TABLE IF NOT EXISTS project_roles (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  title text NOT NULL,
  skills jsonb NOT NULL DEFAULT '[]',
  skill_ids text[] NOT NULL DEFAULT '{}',
  hours_per_week integer NOT NULL CHECK (hours_per_week BETWEEN 1 AND 80),
  period_from date,
  period_to date,
  remote boolean NOT NULL DEFAULT false,
  paid boolean NOT NULL DEFAULT false,
  amount integer CHECK (amount IS NULL OR amount >= 0),
  interest_deadline date
);
CREATE INDEX IF NOT EXISTS project_roles_project_idx ON project_roles (project_id);

CREATE TABLE IF NOT EXISTS project_interests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  role_id bigint NOT NULL REFERENCES project_roles (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  message text NOT NULL,
  status text NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'contacted', 'chosen', 'declined')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (role_id, user_id)
);
CREATE INDEX IF NOT EXISTS project_interests_user_idx ON project_interests (user_id);
