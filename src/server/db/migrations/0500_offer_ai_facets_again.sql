-- AI matcher (issue 18): the cause taxonomy gained 'friluftsliv' and more words (mat, plugg, hbtq, CP, mtb),
-- and an offer's sentence that says whom it does not want ('Föreningar är inte aktuella') no longer counts
-- as a wish, so every offer's stored facets (0410) are read again: NULL ai_causes marks an offer to analyse,
-- and the server fills them in batches before the next match.
UPDATE offers SET ai_causes = NULL WHERE ai_causes IS NOT NULL;
