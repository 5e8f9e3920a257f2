// A newly approved offer against the saved searches (issue 19 §4): the same search as the explore page, run
// for this one offer only. SQL first keeps the searches of the offer's type whose tags and place fit (the
// explore filters, as offers.list.ts writes them); the distinct search texts are then prepared by the
// explore search (src/server/search/, all at once: prepareSearches) and tested against the one offer's
// terms, TEXTS_PER_STATEMENT per statement. Each match is stored once and notifies the search's owner (kind saved_search; one unread
// entry per saved search, mailed in the daily digest by default).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { rows, sqlArray } from '@server/db/raw.js';
import { ensureSearchTerms, prepareSearches } from '@server/search/search.js';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts.js';
import { notifyMany } from './notify.js';

/** search texts tested against the offer per statement */
const TEXTS_PER_STATEMENT = 200;

interface Candidate {
  id: string | number;
  user_id: string;
  q: string;
  [key: string]: unknown;
}

/** Stores and notifies every saved search the offer matches; answers how many matched anew. */
export async function matchSavedSearches(db: Db, offerId: number): Promise<number> {
  await ensureSearchTerms(db);
  // a backfill of many offers goes on in the background (search/indexer.ts): until it has reached this
  // one, its text cannot be matched; the job fails and pg-boss tries again after its backoff
  const [state] = await rows<{ analysed: boolean }>(
    db,
    sql`SELECT search_terms IS NOT NULL AS analysed FROM offers WHERE id = ${offerId}`,
  );
  if (state && !state.analysed) throw new Error(`offer ${offerId} is not analysed for the search yet`);
  const candidates = await rows<Candidate>(
    db,
    sql`SELECT s.id, s.user_id, s.q FROM saved_searches s JOIN offers o ON o.id = ${offerId}
        WHERE o.is_approved AND s.type = o.type AND s.user_id IS DISTINCT FROM o.user_id
          AND (cardinality(s.tags) = 0 OR s.tags && samverka_lower_tags(o.tags))
          AND (s.location = '' OR samverka_fold(coalesce(o.location, '')) LIKE
               '%' || samverka_fold(replace(replace(replace(s.location, '\\', '\\\\'), '%', '\\%'), '_', '\\_')) || '%')
          AND NOT EXISTS (SELECT 1 FROM saved_search_matches m WHERE m.saved_search_id = s.id AND m.offer_id = o.id)`,
  );
  if (candidates.length === 0) return 0;
  const matched = await textMatches(db, candidates, sql`offers o WHERE o.id = ${offerId}`);
  if (matched.length === 0) return 0;
  const inserted = await rows<{ saved_search_id: string | number }>(
    db,
    sql`INSERT INTO saved_search_matches (saved_search_id, offer_id)
        SELECT unnest(${sqlArray(
          matched.map((m) => Number(m.id)),
          'bigint',
        )}), ${offerId}
        ON CONFLICT DO NOTHING RETURNING saved_search_id`,
  );
  const fresh = new Set(inserted.map((r) => String(r.saved_search_id)));
  const [offer] = await rows<{ title: string }>(db, sql`SELECT title FROM offers WHERE id = ${offerId}`);
  const counts = await rows<{ id: string | number; n: number }>(
    db,
    sql`SELECT s.id, (SELECT count(*)::int FROM saved_search_matches m WHERE m.saved_search_id = s.id AND m.created_at > s.seen_at) AS n
        FROM saved_searches s WHERE s.id = ANY(${sqlArray([...fresh], 'bigint')})`,
  );
  const countOf = new Map(counts.map((c) => [String(c.id), Number(c.n)]));
  await notifyMany(
    db,
    matched
      .filter((c) => fresh.has(String(c.id)))
      .map((m) => ({
        userId: m.user_id,
        kind: 'saved_search' as const,
        subjectKey: `saved-search:${m.id}`,
        title: NOTIFICATION_TEXTS.savedSearchMatch(countOf.get(String(m.id)) ?? 1),
        body: offer?.title ?? '',
        link: `/sponsorship/${offerId}`,
        data: { savedSearchId: String(m.id), offerId: String(offerId) },
      })),
  );
  return fresh.size;
}

/**
 * The candidates whose search text finds the one row `from` selects (aliased `o`, with its search_terms),
 * by the explore search, TEXTS_PER_STATEMENT texts per statement; a search without text matches anything.
 */
export async function textMatches<C extends { q: string }>(db: Db, candidates: C[], from: SQL): Promise<C[]> {
  const texts = [...new Set(candidates.map((c) => c.q.trim()).filter(Boolean))];
  const matchingTexts = new Set<string>();
  const prepared = await prepareSearches(db, texts);
  for (let i = 0; i < texts.length; i += TEXTS_PER_STATEMENT) {
    const chunk = texts.slice(i, i + TEXTS_PER_STATEMENT);
    const tests = prepared.slice(i, i + TEXTS_PER_STATEMENT).map((p) => (p ? sql`(${p.match})` : sql`true`));
    const [row] = await rows<{ hits: boolean[] | string }>(
      db,
      sql`SELECT ARRAY[${sql.join(tests, sql`, `)}]::boolean[] AS hits FROM ${from}`,
    );
    const hits = parseBooleans(row?.hits);
    chunk.forEach((q, j) => hits[j] && matchingTexts.add(q));
  }
  return candidates.filter((c) => !c.q.trim() || matchingTexts.has(c.q.trim()));
}

/** the catalogue items a saved search may match (0441, 0450): their table, and the table of matches */
const CATALOGUES = {
  grant: { items: sql.raw('grant_programmes'), matches: sql.raw('grant_search_matches'), column: sql.raw('grant_id') },
  project: { items: sql.raw('projects'), matches: sql.raw('project_search_matches'), column: sql.raw('project_id') },
} as const;

/**
 * The candidates (already fitting by their filters) whose text finds the grant programme or project, each
 * recorded once as matching it (a match already stored is skipped), with how many items the search has
 * matched since it was last seen.
 */
export async function matchCatalogueItem<C extends { id: string; q: string }>(
  db: Db,
  kind: keyof typeof CATALOGUES,
  itemId: number,
  candidates: C[],
): Promise<{ search: C; count: number }[]> {
  if (candidates.length === 0) return [];
  const { items, matches, column } = CATALOGUES[kind];
  const matched = await textMatches(
    db,
    candidates,
    sql`${items} i JOIN LATERAL (SELECT i.search_terms) AS o(search_terms) ON true WHERE i.id = ${itemId}`,
  );
  if (matched.length === 0) return [];
  const countOf = await storeSearchMatches(
    db,
    { matches, column },
    matched.map((m) => m.id),
    itemId,
  );
  return matched.flatMap((search) => (countOf.has(search.id) ? [{ search, count: countOf.get(search.id)! }] : []));
}

/**
 * Records each saved search as matching the item (a match already stored is skipped) and answers, per search
 * newly recorded, how many items it has matched since it was last seen. Shared by the catalogue searches and
 * the Talentfinder searches (talent/talent-searches.match.ts).
 */
export async function storeSearchMatches(
  db: Db,
  table: { matches: SQL; column: SQL },
  searchIds: string[],
  itemId: number | string,
): Promise<Map<string, number>> {
  const inserted = await rows<{ id: string; n: number }>(
    db,
    sql`WITH fresh AS (
          INSERT INTO ${table.matches} (saved_search_id, ${table.column})
          SELECT unnest(${`{${searchIds.map(Number).join(',')}}`}::bigint[]), ${itemId}
          ON CONFLICT DO NOTHING RETURNING saved_search_id)
        SELECT s.id::text AS id, 1 + (SELECT count(*)::int FROM ${table.matches} m
            WHERE m.saved_search_id = s.id AND m.created_at > s.seen_at) AS n
        FROM saved_searches s JOIN fresh ON fresh.saved_search_id = s.id`,
  );
  return new Map(inserted.map((r) => [r.id, Number(r.n)]));
}

/** PGlite answers a boolean[] as an array, node-postgres as '{t,f}' unless it parses it. */
function parseBooleans(value: boolean[] | string | undefined): boolean[] {
  if (!value) return [];
  if (Array.isArray(value)) return value;
  return value
    .replace(/[{}]/g, '')
    .split(',')
    .map((v) => v === 't' || v === 'true');
}
