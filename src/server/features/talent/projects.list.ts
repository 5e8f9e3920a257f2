// The public list /projekt (issue 25 §2): approved projects, searched with the offers' Swedish search
// (decision 017) and filtered by the roles they have: skill group, place, remote, volunteer/paid, time a
// week. Projects are few: an offset cursor will do (as for grants).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { rows } from '@server/db/raw.js';
import { prepareSearch } from '@server/search/search.js';
import { SKILL_GROUPS } from '@shared/skills.js';
import type { TProjectsQuery } from '@shared/schemas/talent.js';
import type { TProjectList } from '@shared/schemas/talent.response.js';
import { countyOf } from './profile.service.js';
import { loadProjects } from './projects.service.js';

export const PROJECT_PAGE = 24;

export async function findProjects(opts: { db: Db; query: TProjectsQuery }): Promise<TProjectList> {
  const { db, query: q } = opts;
  const where: SQL[] = [sql`p.is_approved`];
  const search = q.q ? await prepareSearch(db, q.q) : null;
  if (search) where.push(search.match);
  if (q.place) {
    const county = countyOf(q.place);
    where.push(
      county ? sql`(p.county = ${county} OR p.place ILIKE ${`%${q.place}%`})` : sql`p.place ILIKE ${`%${q.place}%`}`,
    );
  }
  const role: SQL[] = [];
  if (q.group) {
    const ids = SKILL_GROUPS.find((g) => g.id === q.group)?.skills.map((s) => s.id) ?? [];
    role.push(sql`r.skill_ids && ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`);
  }
  if (q.remote !== undefined) role.push(sql`r.remote = ${q.remote}`);
  if (q.terms) role.push(sql`r.paid = ${q.terms === 'paid'}`);
  if (q.maxHours) role.push(sql`r.hours_per_week <= ${q.maxHours}`);
  if (role.length > 0)
    where.push(sql`EXISTS (SELECT 1 FROM project_roles r WHERE r.project_id = p.id AND ${sql.join(role, sql` AND `)})`);
  const offset = Number(q.cursor ?? 0);
  const order = search ? sql`${search.rank} DESC, p.id DESC` : sql`p.created_at DESC, p.id DESC`;
  const list = await rows<{ id: string }>(
    db,
    sql`SELECT p.id::text AS id
        FROM projects p JOIN LATERAL (SELECT p.search_terms) AS o(search_terms) ON true
        WHERE ${sql.join(where, sql` AND `)}
        ORDER BY ${order} LIMIT ${PROJECT_PAGE + 1} OFFSET ${offset}`,
  );
  const items = await loadProjects(
    db,
    list.slice(0, PROJECT_PAGE).map((r) => Number(r.id)),
  );
  return {
    items,
    nextCursor: list.length > PROJECT_PAGE ? String(offset + PROJECT_PAGE) : null,
    didYouMean: search?.didYouMean ?? null,
  };
}
