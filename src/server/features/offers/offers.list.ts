// GET /api/offers and /api/offers/tags: approved offers of a type, searched, filtered, sorted and paged.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { badRequest } from '@server/lib/errors.js';
import { OFFER_TEXTS } from '@shared/offer-texts.js';
import type { TListOffersQuery } from '@shared/schemas/offer.js';
import type { TOfferList, TTagCount } from '@shared/schemas/offer.response.js';
import { findRankedHits } from '@server/search/ranked.js';
import { EVERY_WORD_RANK, someWordsOf } from '@server/search/query.js';
import { prepareSearch, type PreparedSearch } from '@server/search/search.js';
import { decodeCursor, encodeCursor, orderFor } from './offers.query.js';
import { forCaller } from './offers.mapper.js';
import { OFFER_COLUMNS, OFFER_FROM, pgCode, rows, toOffer, type OfferRow } from './offers.service.js';
import { sqlArray } from '@server/db/raw.js';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * How a search in a chosen order finds its rows quickly whatever the term: first the newest (or otherwise
 * ordered) rows are walked through the sort index, at most SEARCH_WINDOW of them, keeping the matches; a
 * frequent term fills the page from that window at once. When it does not (a rare term), the same query runs
 * through the full-text GIN index instead, with an order no index can deliver so the planner cannot fall back
 * to walking the whole table. Both give exactly the same rows; only the cost differs. A search ranked by
 * relevance ranks every match (src/server/search/).
 */
export const SEARCH_WINDOW = 500;

type ListRow = OfferRow & { cursor_value: string; some_words?: boolean };

export async function findOffers(opts: {
  db: Db;
  query: TListOffersQuery;
  relevance: boolean;
  /** contact details only for a signed-in caller (left out unless told) */
  signedIn?: boolean;
}): Promise<TOfferList> {
  const { db, query } = opts;
  const search = query.q ? await prepareSearch(db, query.q) : null;
  const mode = search && opts.relevance ? 'relevance' : query.sort;
  const cursor = query.cursor ? decodeCursor(query.cursor, mode) : null;
  // what narrows the list beyond the type and approval
  const narrowing: SQL[] = [];
  if (query.tags.length > 0) {
    // 'Ungdom' and 'ungdom' are one tag (index offers_tags_lower_idx, migration 0260)
    narrowing.push(
      sql`samverka_lower_tags(o.tags) && ARRAY[${sql.join(
        query.tags.map((tag) => sql`samverka_lower(${tag})`),
        sql`, `,
      )}]::text[]`,
    );
  }
  // free text anywhere in the place, whatever the case and accents ('malmo' finds 'Malmö')
  if (query.location) narrowing.push(sql`samverka_fold(o.location) LIKE samverka_fold(${likePattern(query.location)})`);
  // Premium: any of several places
  if (query.places?.length) {
    const any = query.places.map((p) => sql`samverka_fold(o.location) LIKE samverka_fold(${likePattern(p)})`);
    narrowing.push(sql`(${sql.join(any, sql` OR `)})`);
  }
  if (query.budget_min !== undefined) {
    narrowing.push(
      sql`(samverka_budget_amounts(o.budget))[cardinality(samverka_budget_amounts(o.budget))] >= ${query.budget_min}`,
    );
  }
  if (query.budget_max !== undefined)
    narrowing.push(sql`(samverka_budget_amounts(o.budget))[1] <= ${query.budget_max}`);
  // the owner's declared audience ('Målgrupp och räckvidd', migration 0340)
  if (query.min_reach !== undefined || query.region) {
    const reach = query.min_reach !== undefined ? sql` AND a.total_reach >= ${query.min_reach}` : sql``;
    const region = query.region ? sql` AND a.regions ? ${query.region}` : sql``;
    narrowing.push(sql`EXISTS (SELECT 1 FROM profile_audiences a WHERE a.user_id = o.user_id${reach}${region})`);
  }
  const base: SQL[] = [sql`o.type = ${query.type}`, sql`o.is_approved`, ...narrowing];
  const take = query.limit + 1;

  const run = async (): Promise<TOfferList> => {
    const list =
      mode === 'relevance'
        ? await findRanked(db, query.type, narrowing, search!, cursor, take)
        : await findSorted(db, base, search?.match ?? null, orderFor(mode), cursor, take);
    const items = list.slice(0, query.limit);
    const last = items.at(-1);
    const someWordsFrom = items.findIndex((row) => row.some_words);
    return {
      items: items.map((row) => forCaller(toOffer(row), opts.signedIn === true)),
      next_cursor: list.length > query.limit && last ? encodeCursor(mode, [last.cursor_value, last.id]) : null,
      ...(search?.didYouMean ? { did_you_mean: search.didYouMean } : {}),
      ...(someWordsFrom >= 0 ? { some_words_from: someWordsFrom } : {}),
    };
  };

  return run().catch((error: unknown) => {
    // a hand-made cursor with an impossible date or number: PostgreSQL's data exceptions are class 22
    if (cursor && /^22/.test(pgCode(error))) throw badRequest(OFFER_TEXTS.validation.cursorInvalid, 'INVALID_CURSOR');
    throw error;
  });
}

/** A page of the search for some of the words goes on from a cursor rank written so. */
const SOME_WORDS_CURSOR = 'any:';

/**
 * The matches best first (rank, then newest id), the page after the cursor's (rank, id): found term by term
 * (src/server/search/ranked.ts), then read with their owners. A search of several words lists the offers with
 * every word first, then those with some of them (someWordsOf).
 */
async function findRanked(
  db: Db,
  type: string,
  narrowing: SQL[],
  search: PreparedSearch,
  cursor: [string, string] | null,
  take: number,
): Promise<ListRow[]> {
  const invalid = () => badRequest(OFFER_TEXTS.validation.cursorInvalid, 'INVALID_CURSOR');
  const someWords = cursor?.[0].startsWith(SOME_WORDS_CURSOR) === true;
  const after = cursor
    ? { rank: Number(someWords ? cursor[0].slice(SOME_WORDS_CURSOR.length) : cursor[0]), id: Number(cursor[1]) }
    : null;
  if (after && !Number.isFinite(after.rank)) throw invalid();
  const relaxed = someWordsOf(search.queries);
  if (someWords && !relaxed) throw invalid();
  // a search of several words: the offers with every word, then those with some (one search, the same lists
  // read); a cursor from before pages on as it began
  const queries = cursor && !someWords ? search.queries : (relaxed ?? search.queries);
  const hits = await findRankedHits(db, { type, narrowing, queries, after, take });
  if (hits.length === 0) return [];
  const prefix = queries === relaxed ? SOME_WORDS_CURSOR : '';
  const found = await rows<ListRow>(
    db,
    sql`SELECT ${OFFER_COLUMNS}, '' AS cursor_value FROM ${OFFER_FROM}
        WHERE o.id = ANY(${sqlArray(
          hits.map((h) => h.id),
          'bigint',
        )})`,
  );
  const byId = new Map(found.map((row) => [Number(row.id), row]));
  return hits.flatMap((hit) => {
    const row = byId.get(hit.id);
    return row
      ? [{ ...row, cursor_value: prefix + String(hit.rank), some_words: prefix !== '' && hit.rank < EVERY_WORD_RANK }]
      : [];
  });
}

/** Offers in a chosen order after a cursor; a search goes through the bounded window first (see above). */
async function findSorted(
  db: Db,
  base: SQL[],
  match: SQL | null,
  order: ReturnType<typeof orderFor>,
  cursor: [string, string] | null,
  take: number,
): Promise<ListRow[]> {
  const where = cursor ? [...base, order.after(cursor)] : base;
  const select = sql`SELECT ${OFFER_COLUMNS}, ${order.cursorValue} AS cursor_value`;
  if (!match) {
    return rows<ListRow>(
      db,
      sql`${select} FROM ${OFFER_FROM} WHERE ${sql.join(where, sql` AND `)} ORDER BY ${order.orderBy} LIMIT ${take}`,
    );
  }
  // the page is cut before the owners are joined, so the window is read only until the page is full
  const fromWindow = await rows<ListRow>(
    db,
    sql`${select} FROM (SELECT o.* FROM (SELECT o.* FROM offers o WHERE ${sql.join(where, sql` AND `)}
            ORDER BY ${order.orderBy} LIMIT ${SEARCH_WINDOW}) o
          WHERE ${match} ORDER BY ${order.orderBy} LIMIT ${take}) o
        LEFT JOIN profiles p ON p.id = o.user_id ORDER BY ${order.orderBy}`,
  );
  if (fromWindow.length === take) return fromWindow;
  return rows<ListRow>(
    db,
    sql`${select} FROM ${OFFER_FROM} WHERE ${sql.join([...where, match], sql` AND `)}
        ORDER BY ${order.orderByUnindexed} LIMIT ${take}`,
  );
}

/** Tags of the approved offers of a type (case folded) with how many offers carry each, most used first. */
export async function findOfferTags(opts: { db: Db; type: string }): Promise<TTagCount[]> {
  const list = await rows<{ tag: string; count: string | number }>(
    opts.db,
    // one row per tag whatever its case, shown in its most used spelling
    sql`SELECT tag, count FROM (
          SELECT mode() WITHIN GROUP (ORDER BY tag COLLATE "C") AS tag, count(DISTINCT o.id) AS count
          FROM offers o, unnest(o.tags) AS tag
          WHERE o.type = ${opts.type} AND o.is_approved
          GROUP BY samverka_lower(tag)) t
        ORDER BY count DESC, tag COLLATE "C" LIMIT 200`,
  );
  return list.map((r): TTagCount => ({ tag: r.tag, count: Number(r.count) }));
}
