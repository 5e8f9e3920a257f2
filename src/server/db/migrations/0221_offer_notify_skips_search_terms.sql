-- Writing an offer's search terms (the server's analysis right after a write, or a backfill) changes nothing a
-- browser shows: the realtime trigger stays quiet for an update that only sets search_terms, so an edit is
-- announced once, not twice. (The list version still moves: what a search finds did change.)
CREATE OR REPLACE FUNCTION samverka_notify_offer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec offers;
  was_public boolean := false;
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'search_terms') = (to_jsonb(NEW) - 'search_terms') THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;
  IF TG_OP <> 'INSERT' THEN was_public := OLD.is_approved; END IF;
  PERFORM pg_notify('samverka_events', json_build_object(
    'type', 'offer_changed', 'id', rec.id, 'user', rec.user_id, 'offerType', rec.type,
    'public', (was_public OR (TG_OP <> 'DELETE' AND rec.is_approved)))::text);
  RETURN NULL;
END $$;
