// The public catalogue /stiftelser (issue 24 §1): approved programmes, searched with the offers' Swedish
// search (compounds, å/ä/ö, typos; docs/decisions/017-swedish-search.md), filtered, sorted by the nearest
// deadline unless asked otherwise. Programmes are few (thousands, not millions): an offset cursor will do.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { rows } from '@server/db/raw.js';
import { prepareSearch } from '@server/search/search.js';
import { WHOLE_SWEDEN } from '@shared/grant-texts.js';
import type { TListGrantsQuery } from '@shared/schemas/grant.js';
import type { TGrantList } from '@shared/schemas/grant.response.js';
import { grantColumns, isOpenSql, nextDeadlineSql, toGrant, type GrantRow } from './grants.service.js';

export const GRANT_PAGE = 24;

export async function findGrants(opts: { db: Db; query: TListGrantsQuery; today: string }): Promise<TGrantList> {
  const { db, query: q, today } = opts;
  const where: SQL[] = [sql`g.is_approved`];
  const search = q.q?.trim() ? await prepareSearch(db, q.q) : null;
  if (search) where.push(search.match);
  if (q.area.length > 0)
    where.push(sql`g.areas && ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(q.area)}::jsonb))`);
  if (q.region) where.push(sql`(${q.region} = ANY(g.regions) OR ${WHOLE_SWEDEN} = ANY(g.regions))`);
  if (q.applicant) where.push(sql`${q.applicant} = ANY(g.applicant_types)`);
  if (q.amount !== undefined)
    where.push(
      sql`(g.amount_min IS NULL OR g.amount_min <= ${q.amount}) AND (g.amount_max IS NULL OR g.amount_max >= ${q.amount})`,
    );
  if (q.open) where.push(isOpenSql(today));
  if (q.deadlineBefore) where.push(sql`${nextDeadlineSql(today)} BETWEEN ${today}::date AND ${q.deadlineBefore}::date`);
  const sort = q.sort ?? 'deadline';
  const order =
    sort === 'relevance' && search
      ? sql`${search.rank} DESC, g.id DESC`
      : sort === 'newest'
        ? sql`g.created_at DESC, g.id DESC`
        : // open ones first, the nearest deadline first, 'löpande' after the dated ones
          sql`${isOpenSql(today)} DESC, ${nextDeadlineSql(today)} ASC NULLS LAST, g.id DESC`;
  const offset = Number(q.cursor ?? 0);
  const list = await rows<GrantRow>(
    db,
    sql`SELECT ${grantColumns(today)}
        FROM grant_programmes g JOIN LATERAL (SELECT g.search_terms) AS o(search_terms) ON true
        WHERE ${sql.join(where, sql` AND `)}
        ORDER BY ${order} LIMIT ${GRANT_PAGE + 1} OFFSET ${offset}`,
  );
  return {
    items: list.slice(0, GRANT_PAGE).map(toGrant),
    next_cursor: list.length > GRANT_PAGE ? String(offset + GRANT_PAGE) : null,
    did_you_mean: search?.didYouMean ?? null,
  };
}
