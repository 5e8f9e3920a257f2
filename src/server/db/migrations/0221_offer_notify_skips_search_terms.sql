-- Writing an offer's search terms (the server's analysis right after a write, or a backfill) changes nothing a
-- browser shows: the realtime trigger does not fire for an update that only sets search_terms, so an edit is
-- announced once, not twice. (The list version still moves: what a search finds did change.)
DROP TRIGGER IF EXISTS offers_notify ON offers;
CREATE TRIGGER offers_notify AFTER INSERT OR DELETE ON offers
  FOR EACH ROW EXECUTE FUNCTION samverka_notify_offer();
DROP TRIGGER IF EXISTS offers_notify_update ON offers;
CREATE TRIGGER offers_notify_update AFTER UPDATE ON offers
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'search_terms') IS DISTINCT FROM (to_jsonb(NEW) - 'search_terms'))
  EXECUTE FUNCTION samverka_notify_offer();
