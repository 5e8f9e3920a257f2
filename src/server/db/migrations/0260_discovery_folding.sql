-- Discovery (issue 16): tags and places matched the way people type them. `lower()` under the C locale
-- folds only ASCII, so the Swedish and other Latin capitals are folded by hand; both functions depend on
-- nothing but their argument and are IMMUTABLE, so they can carry indexes. An index expression runs with a
-- safe search_path (PostgreSQL 17), so the one an index uses calls no other function of ours.

-- Case only: 'Ungdom' and 'ungdom' are one tag, 'Öl' and 'öl' too (but 'öl' is not 'ol').
CREATE OR REPLACE FUNCTION samverka_lower(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
  SELECT translate(lower(t), 'ÅÄÖÆØÉÈÊËÜÛÚÙÁÀÂÃÍÌÎÏÓÒÔÕÑÇ', 'åäöæøéèêëüûúùáàâãíìîïóòôõñç')
$fn$;

CREATE OR REPLACE FUNCTION samverka_lower_tags(tags text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(array_agg(translate(lower(t), 'ÅÄÖÆØÉÈÊËÜÛÚÙÁÀÂÃÍÌÎÏÓÒÔÕÑÇ', 'åäöæøéèêëüûúùáàâãíìîïóòôõñç')), '{}'::text[]) FROM unnest(tags) AS t
$fn$;

CREATE INDEX IF NOT EXISTS offers_tags_lower_idx ON offers USING gin (samverka_lower_tags(tags));

-- Case and diacritics: a place typed 'malmo' finds 'Malmö'.
CREATE OR REPLACE FUNCTION samverka_fold(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
  SELECT translate(samverka_lower(t), 'åäöæøéèêëüûúùáàâãíìîïóòôõñç', 'aaoaoeeeeuuuuaaaaiiiioooonc')
$fn$;
