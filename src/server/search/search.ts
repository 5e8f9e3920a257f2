// The offers search as SQL: what a search text matches, how it ranks, and 'Menade du …?'. Shared by every
// list that searches offers (the explore pages today). See docs/decisions/017-swedish-search.md.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { rows } from '@server/db/raw.js';
import { indexPendingOffers } from './indexer.js';
import {
  buildQueries,
  oneEditAway,
  queryWords,
  rankItems,
  render,
  typoCandidates,
  type QueryNode,
  type SearchQueries,
} from './query.js';
import { tokens } from './words.js';

export interface PreparedSearch {
  /** a condition on offers `o` */
  match: SQL;
  /** the relevance of offer `o`, higher is better */
  rank: SQL;
  /** the text with its typos corrected, when one was */
  didYouMean: string | null;
  /** the same as trees: what ranked.ts reads and ranks term by term */
  queries: SearchQueries;
}

/** How much the field weights and frequency of direct hits, and the exact spelling, add to the rank. */
export const DIRECT_RANK = 1;
/** How much the field weights and frequency of thesaurus hits add (they order the offers found only so). */
export const THESAURUS_RANK = 1;
export const SPELLING_RANK = 0.5;
/** corrections kept per misspelt word */
const MAX_CORRECTIONS = 3;

/** Which of these folded words neither are nor begin a word of the vocabulary. */
const unknownWords = async (db: Db, words: string[]) =>
  words.length === 0
    ? { unknown: [] as string[], pending: false }
    : rows<{ unknown: string; pending: boolean }>(
        db,
        sql`SELECT array_to_string(ARRAY(SELECT w FROM unnest(string_to_array(${words.join(' ')}, ' ')) AS w
              WHERE NOT EXISTS (SELECT 1 FROM search_words s
                WHERE s.word >= w COLLATE "C" AND s.word < (w || chr(1114111)) COLLATE "C")), ' ') AS unknown,
            EXISTS (SELECT 1 FROM offers WHERE search_terms IS NULL) AS pending`,
      ).then(([row]) => ({ unknown: row?.unknown ? row.unknown.split(' ') : [], pending: row?.pending === true }));

/** Analyses the offers still without terms first (see indexer.ts), for a query that does not go through prepareSearch. */
export async function ensureSearchTerms(db: Db): Promise<void> {
  if (await pendingTerms(db)) await indexPendingOffers(db);
}

const pendingTerms = async (db: Db) =>
  (
    await rows<{ pending: boolean }>(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM offers WHERE search_terms IS NULL) AS pending`,
    )
  )[0]?.pending === true;

export async function prepareSearch(db: Db, q: string): Promise<PreparedSearch | null> {
  return (await prepareSearches(db, [q]))[0] ?? null;
}

/**
 * prepareSearch for many texts at once with the same few queries (the saved searches an approved offer is
 * tested against): the typo checks of every text in one look-up, their corrections in another.
 */
export async function prepareSearches(db: Db, texts: readonly string[]): Promise<(PreparedSearch | null)[]> {
  const all = texts.map((q) => ({ q, words: queryWords(q) }));
  if (all.every(({ words }) => words.length === 0)) return all.map(() => null);
  const typos = [...new Set(all.flatMap(({ words }) => typoCandidates(words).map((w) => w.folded)))];
  let check = await unknownWords(db, typos);
  if (typos.length === 0) check = { unknown: [], pending: await pendingTerms(db) };
  if (check.pending) {
    await indexPendingOffers(db);
    check = await unknownWords(db, typos);
  }
  const corrections = new Map<string, string[]>();
  const shownOf = new Map<string, string>();
  if (check.unknown.length > 0) {
    const variants = new Map<string, string[]>();
    for (const word of check.unknown)
      for (const v of oneEditAway(word)) variants.set(v, [...(variants.get(v) ?? []), word]);
    const found = await rows<{ word: string; shown: string }>(
      db,
      sql`SELECT word, shown FROM search_words WHERE word = ANY(string_to_array(${[...variants.keys()].join(' ')}, ' '))
          ORDER BY docs DESC, word COLLATE "C" LIMIT ${100 * Math.max(1, texts.length)}`,
    );
    for (const { word, shown } of found) {
      for (const typo of variants.get(word) ?? []) {
        const list = corrections.get(typo) ?? [];
        if (list.length < MAX_CORRECTIONS) corrections.set(typo, [...list, word]);
        if (!shownOf.has(typo)) shownOf.set(typo, shown);
      }
    }
  }
  return all.map(({ q, words }) => (words.length === 0 ? null : toPrepared(q, words, corrections, shownOf)));
}

/** ts_rank over the items of rankItems: the same figure ranked.ts computes from the stored scores */
const itemsQuery = (node: QueryNode) => render({ op: '|', of: rankItems(node) });

function toPrepared(
  q: string,
  words: ReturnType<typeof queryWords>,
  corrections: Map<string, string[]>,
  shownOf: Map<string, string>,
): PreparedSearch | null {
  const queries = buildQueries(words, corrections);
  if (!queries) return null;
  // per word the best level it matches at, then the direct hits' field weights and frequency, then the spelling
  const rank = queries.levels.map(
    (levels) =>
      sql`(CASE ${sql.join(
        levels.map(([value, q]) => sql`WHEN o.search_terms @@ ${render(q)}::tsquery THEN ${sql.raw(String(value))}`),
        sql` `,
      )} ELSE 0 END)`,
  );
  rank.push(sql`${sql.raw(String(DIRECT_RANK))} * ts_rank(o.search_terms, ${itemsQuery(queries.direct)}::tsquery)`);
  if (queries.thesaurus) {
    rank.push(
      sql`${sql.raw(String(THESAURUS_RANK))} * ts_rank(o.search_terms, ${itemsQuery(queries.thesaurus)}::tsquery)`,
    );
  }
  if (queries.spelling) {
    rank.push(
      sql`(CASE WHEN o.search_terms @@ ${render(queries.spelling)}::tsquery THEN ${sql.raw(String(SPELLING_RANK))} ELSE 0 END)`,
    );
  }
  const byWritten = new Map(words.filter((w) => shownOf.has(w.folded)).map((w) => [w.written, shownOf.get(w.folded)!]));
  return {
    match: sql`o.search_terms @@ ${render(queries.match)}::tsquery`,
    rank: sql.join(rank, sql` + `),
    didYouMean:
      byWritten.size > 0
        ? tokens(q)
            .map((t) => byWritten.get(t.word) ?? t.word)
            .join(' ')
        : null,
    queries,
  };
}
