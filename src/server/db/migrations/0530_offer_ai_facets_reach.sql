-- AI matcher (issue 18): an offer whose description says it works with the whole country ('samarbeten i
-- hela landet', 'rikstäckande') now fits a request from any place, as an offer located in 'Hela Sverige' does;
-- the causes gained farming and the countryside, training words (health), heritage (culture), and sport
-- fishing is no club sport, so every offer's stored facets (0410) are read again (NULL ai_causes marks an
-- offer to analyse, as in 0520).
UPDATE offers SET ai_causes = NULL WHERE ai_causes IS NOT NULL;
