-- AI matcher (issue 18): what the assistant's analysis reads from an offer, stored at write time like
-- search_terms so that a request is matched on indexed columns instead of classifying every candidate:
-- ai_causes (the cause taxonomy's keys, src/server/features/ai/causes.ts), ai_seeks (the partner types the
-- offer wants) and ai_regions (the counties of its location and tags, or 'sverige' for the whole country).
-- NULL ai_causes marks an offer not analysed yet (new, or its text changed); the server fills it.
ALTER TABLE offers ADD COLUMN IF NOT EXISTS ai_causes text[];
ALTER TABLE offers ADD COLUMN IF NOT EXISTS ai_seeks text[];
ALTER TABLE offers ADD COLUMN IF NOT EXISTS ai_regions text[];

CREATE OR REPLACE FUNCTION samverka_offer_ai_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- an update that writes the facets itself (the analysis) keeps them
  IF NEW.ai_causes IS NOT DISTINCT FROM OLD.ai_causes THEN
    NEW.ai_causes := NULL;
  END IF;
  RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS offers_ai_stale ON offers;
CREATE TRIGGER offers_ai_stale BEFORE UPDATE ON offers FOR EACH ROW
  WHEN ((OLD.type, OLD.title, OLD.location, OLD.description, OLD.tags, OLD.target_audience)
    IS DISTINCT FROM (NEW.type, NEW.title, NEW.location, NEW.description, NEW.tags, NEW.target_audience))
  EXECUTE FUNCTION samverka_offer_ai_stale();

CREATE INDEX IF NOT EXISTS offers_ai_stale_idx ON offers (id) WHERE ai_causes IS NULL;
CREATE INDEX IF NOT EXISTS offers_ai_causes_idx ON offers USING gin (ai_causes) WHERE is_approved;
CREATE INDEX IF NOT EXISTS offers_ai_regions_idx ON offers USING gin (ai_regions) WHERE is_approved;

-- writing the facets changes nothing a browser shows: no realtime notice, as for search_terms (0221)
DROP TRIGGER IF EXISTS offers_notify_update ON offers;
CREATE TRIGGER offers_notify_update AFTER UPDATE ON offers
  FOR EACH ROW WHEN ((to_jsonb(OLD) - ARRAY['search_terms', 'ai_causes', 'ai_seeks', 'ai_regions'])
    IS DISTINCT FROM (to_jsonb(NEW) - ARRAY['search_terms', 'ai_causes', 'ai_seeks', 'ai_regions']))
  EXECUTE FUNCTION samverka_notify_offer();
