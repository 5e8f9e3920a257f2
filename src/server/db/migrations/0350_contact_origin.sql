-- Which offer a conversation started from (issue 16 §8): 'Kontakta' on an offer stores it on the caller's
-- contact row, and the first message copies it to the other side's row, so both chat headers can name it.
ALTER TABLE contacts ADD COLUMN IF NOT EXISTS offer_id bigint REFERENCES offers (id) ON DELETE SET NULL;
