-- Offers: the amounts in kronor written in the free-text budget ('50 000 - 100 000 kr'), sorted,
-- for the Premium budget filter. Thousands separators (space, no-break space) are ignored.
CREATE OR REPLACE FUNCTION samverka_budget_amounts(b text) RETURNS bigint[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(array_agg(v ORDER BY v), '{}'::bigint[])
  FROM (
    SELECT CASE WHEN length(d) BETWEEN 1 AND 15 THEN d::bigint END AS v
    FROM (
      SELECT regexp_replace(m[1], '[^0-9]', '', 'g') AS d
      FROM regexp_matches(coalesce(b, ''), '([0-9](?:[0-9 \u00a0\u202f]*[0-9])?)', 'g') AS m
    ) digits
  ) amounts
  WHERE v IS NOT NULL
$fn$;
