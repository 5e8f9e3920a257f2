-- Offers search (issue 17, decision 017 'Ranked term by term'): a ranked search reads the best offers of a
-- type term by term instead of ranking every match. For every approved offer with search terms, one row per
-- lexeme with that lexeme's own ts_rank (what it adds to a ts_rank of an OR query) in hundred-millionths, a
-- whole number so that sums are exact in any order; kept by a trigger wherever the terms are written or
-- emptied. And the lexemes each type has, so that a prefix in a query is turned into the lexemes it stands for.
CREATE TABLE IF NOT EXISTS search_scores (
  offer_id bigint NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  type text NOT NULL,
  lexeme text COLLATE "C" NOT NULL,
  score integer NOT NULL,
  PRIMARY KEY (offer_id, lexeme) INCLUDE (score)
);
-- a term's offers best first (ties newest first): the lists a ranked search reads from the top
CREATE INDEX IF NOT EXISTS search_scores_list_idx ON search_scores (type, lexeme, score DESC, offer_id DESC);

-- grows only: a lexeme no offer has any more is an empty list, read at the cost of one index probe
CREATE TABLE IF NOT EXISTS search_lexemes (
  type text NOT NULL,
  lexeme text COLLATE "C" NOT NULL,
  PRIMARY KEY (type, lexeme)
);

-- a lexeme's score in these terms: the lexeme quoted as tsquery text (backslash and quote escaped) and ranked
-- alone, ts_rank's own figure for it, in hundred-millionths
CREATE OR REPLACE FUNCTION samverka_term_score(terms tsvector, lexeme text) RETURNS integer
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT round(1e8 * ts_rank(terms, ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery))::integer
$$;

CREATE OR REPLACE FUNCTION samverka_offer_search_scores() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM search_scores WHERE offer_id = OLD.id;
  END IF;
  IF NEW.search_terms IS NOT NULL AND NEW.is_approved THEN
    INSERT INTO search_scores (offer_id, type, lexeme, score)
      SELECT NEW.id, NEW.type, u.lexeme, samverka_term_score(NEW.search_terms, u.lexeme)
      FROM unnest(NEW.search_terms) AS u;
    INSERT INTO search_lexemes (type, lexeme)
      SELECT NEW.type, u.lexeme FROM unnest(NEW.search_terms) AS u ORDER BY 2
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
-- on every update that changes them, also when the stale trigger of 0220 emptied the terms
DROP TRIGGER IF EXISTS offers_search_scores ON offers;
CREATE TRIGGER offers_search_scores AFTER UPDATE ON offers FOR EACH ROW
  WHEN ((OLD.search_terms, OLD.is_approved, OLD.type) IS DISTINCT FROM (NEW.search_terms, NEW.is_approved, NEW.type))
  EXECUTE FUNCTION samverka_offer_search_scores();
DROP TRIGGER IF EXISTS offers_search_scores_new ON offers;
CREATE TRIGGER offers_search_scores_new AFTER INSERT ON offers FOR EACH ROW
  WHEN (NEW.search_terms IS NOT NULL)
  EXECUTE FUNCTION samverka_offer_search_scores();

-- the offers analysed before this migration
INSERT INTO search_scores (offer_id, type, lexeme, score)
  SELECT o.id, o.type, u.lexeme, samverka_term_score(o.search_terms, u.lexeme)
  FROM offers o, unnest(o.search_terms) AS u
  WHERE o.search_terms IS NOT NULL AND o.is_approved
  ON CONFLICT DO NOTHING;
INSERT INTO search_lexemes (type, lexeme)
  SELECT DISTINCT type, lexeme FROM search_scores
  ON CONFLICT DO NOTHING;
ANALYZE search_scores;
