// GET /api/offers and /api/offers/tags: approved offers of a type, searched, filtered, sorted and paged.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { badRequest } from '@server/lib/errors.js';
import { OFFER_TEXTS } from '@shared/offer-texts.js';
import type { TListOffersQuery, TOfferList, TTagCount } from '@shared/schemas/offer.js';
import { ISO_CREATED_AT, buildSearchQuery, decodeCursor, encodeCursor, orderFor } from './offers.query.js';
import { OFFER_COLUMNS, OFFER_FROM, pgCode, rows, toOffer, type OfferRow } from './offers.service.js';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * How a search finds its rows quickly whatever the term: first the newest (or otherwise ordered) rows are
 * walked through the sort index, at most SEARCH_WINDOW of them, keeping the matches; a frequent term fills
 * the page from that window at once. When it does not (a rare term), the same query runs through the
 * full-text GIN index instead, with an order no index can deliver so the planner cannot fall back to
 * walking the whole table. Both give exactly the same rows; only the cost differs.
 */
export const SEARCH_WINDOW = 500;
/**
 * A ranked search ranks the matches among the RELEVANCE_WINDOW newest offers (type and filters applied);
 * when fewer than a page of them match, the RELEVANCE_POOL newest matches of all. Bounded work for any term.
 */
export const RELEVANCE_WINDOW = 500;
export const RELEVANCE_POOL = 300;

type ListRow = OfferRow & { cursor_value: string };

export async function findOffers(opts: { db: Db; query: TListOffersQuery; relevance: boolean }): Promise<TOfferList> {
  const { db, query } = opts;
  const search = query.q ? buildSearchQuery(query.q) : null;
  const mode = search && opts.relevance ? 'relevance' : query.sort;
  const cursor = query.cursor ? decodeCursor(query.cursor, mode) : null;
  const base: SQL[] = [sql`o.type = ${query.type}`, sql`o.is_approved`];
  if (query.tags.length > 0) {
    base.push(
      sql`o.tags && ARRAY[${sql.join(
        query.tags.map((tag) => sql`${tag}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  if (query.location) base.push(sql`o.location ILIKE ${likePattern(query.location)}`);
  if (query.budget_min !== undefined) {
    base.push(
      sql`(samverka_budget_amounts(o.budget))[cardinality(samverka_budget_amounts(o.budget))] >= ${query.budget_min}`,
    );
  }
  if (query.budget_max !== undefined) base.push(sql`(samverka_budget_amounts(o.budget))[1] <= ${query.budget_max}`);
  const take = query.limit + 1;

  const run = async (): Promise<TOfferList> => {
    const page = (list: ListRow[], next: (last: ListRow) => string | null, whenShort: string | null = null) => {
      const items = list.slice(0, query.limit);
      const last = items.at(-1);
      return {
        items: items.map(toOffer),
        next_cursor: list.length > query.limit && last ? next(last) : whenShort,
      };
    };
    if (mode !== 'relevance') {
      const list = await findSorted(db, base, search, orderFor(mode), cursor, take);
      return page(list, (last) => encodeCursor(mode, [last.cursor_value, last.id]));
    }
    // a ranked search: first its ranked pool, then (cursor 'after:…') the older matches, newest first
    const afterPool = cursor?.[0].startsWith(AFTER_POOL)
      ? ([cursor[0].slice(AFTER_POOL.length), cursor[1]] as [string, string])
      : null;
    if (afterPool) {
      const list = await findSorted(db, base, search, orderFor('newest'), afterPool, take);
      return page(list, (last) => encodeCursor('relevance', [`${AFTER_POOL}${last.cursor_value}`, last.id]));
    }
    const ranked = await findRanked(db, base, search!, cursor, take);
    if (ranked.rows.length === 0 && ranked.poolEnd) {
      const list = await findSorted(db, base, search, orderFor('newest'), ranked.poolEnd, take);
      return page(list, (last) => encodeCursor('relevance', [`${AFTER_POOL}${last.cursor_value}`, last.id]));
    }
    const rest = ranked.poolEnd
      ? encodeCursor('relevance', [`${AFTER_POOL}${ranked.poolEnd[0]}`, ranked.poolEnd[1]])
      : null;
    return page(ranked.rows, (last) => encodeCursor('relevance', [last.cursor_value, last.id]), rest);
  };

  return run().catch((error: unknown) => {
    // a hand-made cursor with an impossible date or number: PostgreSQL's data exceptions are class 22
    if (cursor && /^22/.test(pgCode(error))) throw badRequest(OFFER_TEXTS.validation.cursorInvalid, 'INVALID_CURSOR');
    throw error;
  });
}

/** Offers in a chosen order after a cursor; a search goes through the bounded window first (see above). */
async function findSorted(
  db: Db,
  base: SQL[],
  search: SQL | null,
  order: ReturnType<typeof orderFor>,
  cursor: [string, string] | null,
  take: number,
): Promise<ListRow[]> {
  const where = cursor ? [...base, order.after(cursor)] : base;
  const select = sql`SELECT ${OFFER_COLUMNS}, ${order.cursorValue} AS cursor_value`;
  if (!search) {
    return rows<ListRow>(
      db,
      sql`${select} FROM ${OFFER_FROM} WHERE ${sql.join(where, sql` AND `)} ORDER BY ${order.orderBy} LIMIT ${take}`,
    );
  }
  const matches = sql`o.search @@ ${search}`;
  // the page is cut before the owners are joined, so the window is read only until the page is full
  const fromWindow = await rows<ListRow>(
    db,
    sql`${select} FROM (SELECT o.* FROM (SELECT o.* FROM offers o WHERE ${sql.join(where, sql` AND `)}
            ORDER BY ${order.orderBy} LIMIT ${SEARCH_WINDOW}) o
          WHERE ${matches} ORDER BY ${order.orderBy} LIMIT ${take}) o
        LEFT JOIN profiles p ON p.id = o.user_id ORDER BY ${order.orderBy}`,
  );
  if (fromWindow.length === take) return fromWindow;
  return rows<ListRow>(
    db,
    sql`${select} FROM ${OFFER_FROM} WHERE ${sql.join([...where, matches], sql` AND `)}
        ORDER BY ${order.orderByUnindexed} LIMIT ${take}`,
  );
}

/** Cursor values of a ranked search that has moved past its pool into the older matches. */
const AFTER_POOL = 'after:';

/**
 * Relevance: the pool (matches among the RELEVANCE_WINDOW newest offers, or for a rare term its
 * RELEVANCE_POOL newest matches) ranked by ts_rank_cd, title and organisation weighing most. `poolEnd`
 * is where older matches begin (newest order), null when the pool holds every match.
 */
async function findRanked(
  db: Db,
  base: SQL[],
  search: SQL,
  cursor: [string, string] | null,
  take: number,
): Promise<{ rows: ListRow[]; poolEnd: [string, string] | null }> {
  const select = sql`SELECT o.id::text AS id, ts_rank_cd(o.search, ${search})::text AS rank, ${ISO_CREATED_AT} AS created`;
  const newest = sql`o.created_at DESC, o.id DESC`;
  const where = sql.join(base, sql` AND `);
  // the window's matches with their rank, and the window's oldest offer (rank null) when the window is full:
  // everything older than that edge was not looked at
  const windowRows = await rows<{ id: string; rank: string | null; created: string }>(
    db,
    sql`WITH o AS MATERIALIZED (SELECT o.id, o.created_at, o.search FROM offers o WHERE ${where}
          ORDER BY ${newest} LIMIT ${RELEVANCE_WINDOW})
        ${select} FROM o WHERE o.search @@ ${search}
        UNION ALL
        (SELECT o.id::text, NULL, ${ISO_CREATED_AT} FROM o WHERE (SELECT count(*) FROM o) = ${RELEVANCE_WINDOW}
          ORDER BY o.created_at ASC, o.id ASC LIMIT 1)`,
  );
  let pool = windowRows.filter((r): r is { id: string; rank: string; created: string } => r.rank !== null);
  const edge = windowRows.find((r) => r.rank === null);
  let poolEnd: [string, string] | null = null;
  if (pool.length >= take) {
    if (edge) poolEnd = [edge.created, edge.id];
  } else {
    // a rare term: its newest matches through the full-text index (few by definition, bounded anyway)
    pool = await rows<{ id: string; rank: string; created: string }>(
      db,
      sql`${select} FROM offers o WHERE ${where} AND o.search @@ ${search}
          ORDER BY o.created_at + interval '0 s' DESC, o.id DESC LIMIT ${RELEVANCE_POOL}`,
    );
    const oldest = pool.at(-1);
    if (pool.length === RELEVANCE_POOL && oldest) poolEnd = [oldest.created, oldest.id];
  }
  const byRank = (a: { id: string; rank: string }, b: { id: string; rank: string }) =>
    Number(b.rank) - Number(a.rank) || (BigInt(b.id) > BigInt(a.id) ? 1 : BigInt(b.id) < BigInt(a.id) ? -1 : 0);
  pool.sort(byRank);
  const after = cursor ? pool.filter((r) => byRank({ id: cursor[1], rank: cursor[0] }, r) < 0) : pool;
  const chosen = after.slice(0, take);
  if (chosen.length === 0) return { rows: [], poolEnd };
  const full = await rows<OfferRow>(
    db,
    sql`SELECT ${OFFER_COLUMNS} FROM ${OFFER_FROM} WHERE o.id IN (${sql.join(
      chosen.map((r) => sql`${r.id}::bigint`),
      sql`, `,
    )})`,
  );
  const byId = new Map(full.map((r) => [r.id, r]));
  return {
    rows: chosen.flatMap((r) => {
      const row = byId.get(r.id);
      return row ? [{ ...row, cursor_value: r.rank }] : [];
    }),
    poolEnd,
  };
}

/** Tags of the approved offers of a type with how many offers carry each, most used first. */
export async function findOfferTags(opts: { db: Db; type: string }): Promise<TTagCount[]> {
  const list = await rows<{ tag: string; count: string | number }>(
    opts.db,
    sql`SELECT tag, count(*) AS count FROM offers o, unnest(o.tags) AS tag
        WHERE o.type = ${opts.type} AND o.is_approved
        GROUP BY tag ORDER BY count(*) DESC, tag COLLATE "C" LIMIT 200`,
  );
  return list.map((r) => ({ tag: r.tag, count: Number(r.count) }));
}
