-- AI matcher (issue 18): the cause taxonomy gained 'mode och skönhet' and fishing and sea words
-- (friluftsliv, miljö), and places know parts of counties (Fyrbodal, Mälardalen, Österlen …), so every
-- offer's stored facets (0410) are read again: NULL ai_causes marks an offer to analyse, and the server
-- fills them in batches before the next match (as 0500 did).
UPDATE offers SET ai_causes = NULL WHERE ai_causes IS NOT NULL;
