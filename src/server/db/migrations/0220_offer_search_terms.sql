-- Offers search (issue 17): the search terms that the server's Swedish analysis computes (compound parts,
-- forms without å/ä/ö, stems; src/server/search/), and the vocabulary for typo correction. The analysis
-- runs in the server so that PGlite and PostgreSQL index identically; the database only marks an offer's
-- terms stale (NULL) when its text or approval changes, and the next search analyses the stale offers.
-- Existing offers start with NULL: the first search after this migration fills them (the backfill).
ALTER TABLE offers ADD COLUMN IF NOT EXISTS search_terms tsvector;

CREATE OR REPLACE FUNCTION samverka_offer_search_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- an update that writes the terms itself (the analysis) keeps them
  IF NEW.search_terms IS NOT DISTINCT FROM OLD.search_terms THEN
    NEW.search_terms := NULL;
  END IF;
  RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS offers_search_stale ON offers;
CREATE TRIGGER offers_search_stale BEFORE UPDATE ON offers FOR EACH ROW
  WHEN ((OLD.title, OLD.organization, OLD.location, OLD.description, OLD.tags, OLD.target_audience,
         OLD.expected_views, OLD.is_approved)
    IS DISTINCT FROM (NEW.title, NEW.organization, NEW.location, NEW.description, NEW.tags, NEW.target_audience,
         NEW.expected_views, NEW.is_approved))
  EXECUTE FUNCTION samverka_offer_search_stale();

-- the offers waiting for analysis (normally none, so this index stays empty)
CREATE INDEX IF NOT EXISTS offers_search_terms_stale_idx ON offers (id) WHERE search_terms IS NULL;
-- one full-text index per type over its approved offers, as for the old column (0050)
CREATE INDEX IF NOT EXISTS offers_terms_business_idx ON offers USING gin (search_terms) WHERE type = 'business' AND is_approved;
CREATE INDEX IF NOT EXISTS offers_terms_association_idx ON offers USING gin (search_terms) WHERE type = 'association' AND is_approved;
CREATE INDEX IF NOT EXISTS offers_terms_influencer_idx ON offers USING gin (search_terms) WHERE type = 'influencer' AND is_approved;
CREATE INDEX IF NOT EXISTS offers_terms_foundation_idx ON offers USING gin (search_terms) WHERE type = 'foundation' AND is_approved;

-- folded words (and compound parts) of approved offers, as first written, with roughly how many offers use
-- them: what a misspelt word is corrected to. The C collation lets a prefix be looked up by range.
CREATE TABLE IF NOT EXISTS search_words (
  word text COLLATE "C" PRIMARY KEY,
  shown text NOT NULL,
  docs integer NOT NULL DEFAULT 0
);
