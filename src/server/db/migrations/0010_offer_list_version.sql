-- Offers: a version number bumped by every statement that changes offers (one row, one bump per
-- statement, also for bulk loads). Server processes cache public offer lists per version: one cheap
-- read tells them whether a cached page is still current, on every process alike (read-after-write).
CREATE TABLE IF NOT EXISTS offer_list_version (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  v bigint NOT NULL DEFAULT 0
);
INSERT INTO offer_list_version (id, v) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;

CREATE OR REPLACE FUNCTION samverka_bump_offer_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE offer_list_version SET v = v + 1 WHERE id = 1;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS offers_list_version ON offers;
CREATE TRIGGER offers_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offers
  FOR EACH STATEMENT EXECUTE FUNCTION samverka_bump_offer_list_version();
