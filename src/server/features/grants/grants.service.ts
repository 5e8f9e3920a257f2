// The rules of grant programmes (issue 24 §1): who publishes, edits, approves and sees what; a programme's
// search terms are computed here when it is written (the analysis of src/server/search/).
import { sql, type SQL } from 'drizzle-orm';
import type { AppJobs } from '@server/infra/jobs/definitions.js';
import type { Db, Tx } from '@server/db/client.js';
import { rows } from '@server/db/raw.js';
import { AppError, forbidden, notFound } from '@server/lib/errors.js';
import { analyseOffer } from '@server/search/document.js';
import { GRANT_TEXTS, type DeadlineKind } from '@shared/grant-texts.js';
import type { TGrantFields } from '@shared/schemas/grant.js';
import type { TGrant } from '@shared/schemas/grant.response.js';
import { stockholmDay } from './deadlines.js';
import { notify } from '@server/features/notifications/notify.js';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts.js';

const E = GRANT_TEXTS.errors;

/** Programme ids are positive bigints; anything else names none (404 rather than 500). */
export function parseGrantId(raw: string, message: string = E.notFound): string {
  if (!/^[1-9][0-9]{0,17}$/.test(raw)) throw notFound(message);
  return raw;
}

export interface GrantRow extends Record<string, unknown> {
  id: string;
  user_id: string | null;
  organization: string;
  foundation_id: string | null;
  name: string;
  purpose: string;
  criteria: string[];
  areas: string[];
  regions: string[];
  applicant_types: string[];
  amount_min: number | null;
  amount_max: number | null;
  deadline_kind: DeadlineKind;
  deadline_date: string | null;
  deadline_month: number | null;
  deadline_day: number | null;
  next_deadline: string | null;
  is_open: boolean;
  apply_mode: 'samverka' | 'external';
  apply_url: string | null;
  documents: string[];
  is_approved: boolean;
  is_example: boolean;
  created_at: string;
}

/** The next deadline of programme `g` seen from `today`. */
export const nextDeadlineSql = (today: string) =>
  sql`samverka_grant_next_deadline(g.deadline_kind, g.deadline_date, g.deadline_month, g.deadline_day, ${today}::date)`;
/** open: löpande, yearly, or a one-off date not passed */
export const isOpenSql = (today: string) => sql`(g.deadline_kind <> 'date' OR g.deadline_date >= ${today}::date)`;

/** The columns of a programme `g` as the API answers them. */
export const grantColumns = (today: string) => sql`g.id::text AS id, g.user_id, g.organization,
  g.foundation_id::text AS foundation_id, g.name, g.purpose, g.criteria, g.areas, g.regions, g.applicant_types,
  g.amount_min, g.amount_max, g.deadline_kind, to_char(g.deadline_date, 'YYYY-MM-DD') AS deadline_date,
  g.deadline_month, g.deadline_day, to_char(${nextDeadlineSql(today)}, 'YYYY-MM-DD') AS next_deadline,
  ${isOpenSql(today)} AS is_open, g.apply_mode, g.apply_url, g.documents, g.is_approved, g.is_example,
  to_char(g.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at`;

export const toGrant = (r: GrantRow): TGrant => ({
  id: r.id,
  user_id: r.user_id,
  organization: r.organization,
  foundation_id: r.foundation_id,
  name: r.name,
  purpose: r.purpose,
  criteria: r.criteria,
  areas: r.areas,
  regions: r.regions,
  applicant_types: r.applicant_types,
  amount_min: r.amount_min,
  amount_max: r.amount_max,
  deadline_kind: r.deadline_kind,
  deadline_date: r.deadline_date,
  deadline_month: r.deadline_month,
  deadline_day: r.deadline_day,
  next_deadline: r.next_deadline,
  is_open: r.is_open,
  apply_mode: r.apply_mode,
  apply_url: r.apply_url,
  documents: r.documents,
  is_approved: r.is_approved,
  is_example: r.is_example,
  created_at: r.created_at,
});

export async function selectGrants(db: Db | Tx, where: SQL, today = stockholmDay(new Date())): Promise<TGrant[]> {
  const list = await rows<GrantRow>(
    db as Db,
    sql`SELECT ${grantColumns(today)} FROM grant_programmes g WHERE ${where}`,
  );
  return list.map(toGrant);
}

/** The search terms of a programme (tsvector text): name and foundation weigh most, then areas, then the rest. */
export const grantTerms = (g: TGrantFields) =>
  analyseOffer({
    title: g.name,
    organization: g.organization,
    tags: g.areas,
    description: [g.purpose, ...g.criteria].join('\n'),
    location: g.regions.join(' '),
    target_audience: null,
    expected_views: null,
  }).vector;

const fieldValues = (g: TGrantFields) => ({
  organization: g.organization,
  name: g.name,
  purpose: g.purpose,
  criteria: g.criteria,
  areas: g.areas,
  regions: g.regions,
  applicant_types: g.applicant_types,
  amount_min: g.amount_min,
  amount_max: g.amount_max,
  deadline_kind: g.deadline_kind,
  deadline_date: g.deadline_kind === 'date' ? g.deadline_date : null,
  deadline_month: g.deadline_kind === 'yearly' ? g.deadline_month : null,
  deadline_day: g.deadline_kind === 'yearly' ? g.deadline_day : null,
  apply_mode: g.apply_mode,
  apply_url: g.apply_mode === 'external' ? g.apply_url : null,
  documents: g.documents,
});

const textArray = (v: string[]) => sql`${JSON.stringify(v)}::jsonb`;
const asArray = (v: SQL) => sql`ARRAY(SELECT jsonb_array_elements_text(${v}))`;

/** Stores a programme: a foundation's (waiting for review) or an example one (published). */
export async function insertGrant(
  db: Db | Tx,
  input: TGrantFields,
  owner: { userId: string | null; foundationId?: string | null; approved?: boolean; example?: boolean },
): Promise<string> {
  const v = fieldValues(input);
  const foundation = owner.foundationId
    ? sql`${owner.foundationId}::bigint`
    : sql`(SELECT id FROM foundations WHERE claimed_by = ${owner.userId} ORDER BY id LIMIT 1)`;
  const [row] = await rows<{ id: string }>(
    db as Db,
    sql`INSERT INTO grant_programmes (user_id, foundation_id, organization, name, purpose, criteria, areas, regions,
          applicant_types, amount_min, amount_max, deadline_kind, deadline_date, deadline_month, deadline_day,
          apply_mode, apply_url, documents, is_approved, is_example, search_terms)
        VALUES (${owner.userId}, ${foundation},
          ${v.organization}, ${v.name}, ${v.purpose}, ${asArray(textArray(v.criteria))}, ${asArray(textArray(v.areas))},
          ${asArray(textArray(v.regions))}, ${asArray(textArray(v.applicant_types))}, ${v.amount_min}, ${v.amount_max},
          ${v.deadline_kind}, ${v.deadline_date}::date, ${v.deadline_month}, ${v.deadline_day}, ${v.apply_mode},
          ${v.apply_url}, ${asArray(textArray(v.documents))}, ${owner.approved ?? false}, ${owner.example ?? false},
          ${grantTerms(input)}::tsvector)
        RETURNING id::text AS id`,
  );
  return row!.id;
}

/** A foundation's new programme, waiting for an admin's approval. */
export async function createGrant(opts: {
  db: Db;
  user: { id: string; userType: string | null };
  input: TGrantFields;
}): Promise<TGrant> {
  if (opts.user.userType !== 'foundation') throw forbidden(E.foundationOnly);
  const id = await insertGrant(opts.db, opts.input, { userId: opts.user.id });
  return (await selectGrants(opts.db, sql`g.id = ${id}::bigint`))[0]!;
}

/** The owner's edit; it goes back to review, as an offer's does. */
export async function updateGrant(opts: { db: Db; id: string; userId: string; input: TGrantFields }): Promise<TGrant> {
  const id = parseGrantId(opts.id);
  const v = fieldValues(opts.input);
  const updated = await rows<{ id: string }>(
    opts.db,
    sql`UPDATE grant_programmes SET organization = ${v.organization}, name = ${v.name}, purpose = ${v.purpose},
          criteria = ${asArray(textArray(v.criteria))}, areas = ${asArray(textArray(v.areas))},
          regions = ${asArray(textArray(v.regions))}, applicant_types = ${asArray(textArray(v.applicant_types))},
          amount_min = ${v.amount_min}, amount_max = ${v.amount_max}, deadline_kind = ${v.deadline_kind},
          deadline_date = ${v.deadline_date}::date, deadline_month = ${v.deadline_month},
          deadline_day = ${v.deadline_day}, apply_mode = ${v.apply_mode}, apply_url = ${v.apply_url},
          documents = ${asArray(textArray(v.documents))}, search_terms = ${grantTerms(opts.input)}::tsvector,
          is_approved = false, updated_at = now()
        WHERE id = ${id}::bigint AND user_id = ${opts.userId}
        RETURNING id::text AS id`,
  );
  if (updated.length === 0) throw notFound(E.notFound);
  return (await selectGrants(opts.db, sql`g.id = ${id}::bigint`))[0]!;
}

export async function deleteGrant(opts: { db: Db; id: string; userId: string; isAdmin: () => Promise<boolean> }) {
  const id = parseGrantId(opts.id);
  const [row] = await rows<{ user_id: string }>(
    opts.db,
    sql`SELECT user_id FROM grant_programmes WHERE id = ${id}::bigint`,
  );
  if (!row) throw notFound(E.notFound);
  if (row.user_id !== opts.userId && !(await opts.isAdmin())) throw notFound(E.notFound);
  await opts.db.execute(sql`DELETE FROM grant_programmes WHERE id = ${id}::bigint`);
}

/** Approved, the caller's own, or any for an admin; otherwise 404. */
export async function getGrant(opts: {
  db: Db;
  id: string;
  userId: string | null;
  isAdmin: () => Promise<boolean>;
}): Promise<TGrant> {
  const [grant] = await selectGrants(opts.db, sql`g.id = ${parseGrantId(opts.id)}::bigint`);
  if (!grant) throw notFound(E.notFound);
  if (grant.is_approved || (opts.userId && grant.user_id === opts.userId) || (await opts.isAdmin())) {
    if (opts.userId) {
      const watched = await rows(
        opts.db,
        sql`SELECT 1 FROM grant_watches WHERE user_id = ${opts.userId} AND grant_id = ${grant.id}::bigint`,
      );
      return { ...grant, watched: watched.length > 0 };
    }
    return grant;
  }
  throw notFound(E.notFound);
}

/** An approved programme, or 404 (what watching, drafting and applying need). */
export async function getApprovedGrant(db: Db, rawId: string): Promise<TGrant> {
  const [grant] = await selectGrants(db, sql`g.id = ${parseGrantId(rawId)}::bigint AND g.is_approved`);
  if (!grant) throw notFound(E.notFound);
  return grant;
}

export const findOwnGrants = (db: Db, userId: string) =>
  selectGrants(db, sql`g.user_id = ${userId} ORDER BY g.id DESC LIMIT 200`);

export const findAdminGrants = (db: Db, state: 'pending' | 'approved' | 'all') =>
  selectGrants(
    db,
    sql`${state === 'all' ? sql`true` : state === 'pending' ? sql`NOT g.is_approved` : sql`g.is_approved`}
        ORDER BY g.id DESC LIMIT 500`,
  );

/** Publishes the programme; on its first publication, or after an edit, saved catalogue searches are matched. */
export async function approveGrant({ db, jobs }: { db: Db; jobs: AppJobs }, rawId: string): Promise<TGrant> {
  const id = parseGrantId(rawId);
  await db.transaction(async (tx) => {
    const [before] = await rows<{ is_approved: boolean; user_id: string | null; name: string }>(
      tx,
      sql`SELECT is_approved, user_id, name FROM grant_programmes WHERE id = ${id}::bigint FOR UPDATE`,
    );
    if (!before) throw new AppError('NOT_FOUND', 404, E.notFound);
    await tx.execute(sql`UPDATE grant_programmes SET is_approved = true, updated_at = now() WHERE id = ${id}::bigint`);
    // the foundation hears of it once, when the programme is first published
    if (!before.is_approved && before.user_id) {
      await notify(tx, {
        userId: before.user_id,
        kind: 'grant_approved',
        title: NOTIFICATION_TEXTS.grantApproved(before.name),
        link: `/stiftelser/${id}`,
        subjectKey: `grant:${id}`,
      });
    }
    if (!before.is_approved) await jobs.enqueue('grants.match-searches', { grantId: Number(id) }, { tx });
  });
  return (await selectGrants(db, sql`g.id = ${id}::bigint`))[0]!;
}
