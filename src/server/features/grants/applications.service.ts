// In-platform applications (issue 24 §4): an association or influencer applies; the programme's foundation
// reads them and marks 'Mottagen', 'Beviljad' (with the amount) or 'Avslag'; the applicant hears of each
// change. Only the applicant and the programme's owner see an application: 404 to everyone else.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { pgCode, rows } from '@server/db/raw.js';
import { AppError, conflict, forbidden, notFound } from '@server/lib/errors.js';
import { notify } from '@server/features/notifications/notify.js';
import { APPLICATION_STATUS_LABELS, GRANT_TEXTS, formatSek } from '@shared/grant-texts.js';
import type { TUpdateApplicationRequest } from '@shared/schemas/grant.js';
import type { TApplication } from '@shared/schemas/grant.response.js';
import { getApprovedGrant, parseGrantId } from './grants.service.js';

const E = GRANT_TEXTS.errors;
const APPLICANT_TYPES = new Set(['association', 'influencer']);

interface ApplicationRow extends TApplication, Record<string, unknown> {
  owner_id: string | null;
}
const iso = (col: SQL) => sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const selectApplications = (db: Db, where: SQL) =>
  rows<ApplicationRow>(
    db,
    sql`SELECT a.id::text AS id, a.grant_id::text AS grant_id, g.name AS grant_name, a.user_id,
          coalesce(nullif(p.full_name, ''), p.username, '') AS applicant, a.text, a.status, a.amount, a.message,
          ${iso(sql`a.created_at`)} AS created_at, ${iso(sql`a.updated_at`)} AS updated_at, g.user_id AS owner_id
        FROM grant_applications a JOIN grant_programmes g ON g.id = a.grant_id
        LEFT JOIN profiles p ON p.id = a.user_id
        WHERE ${where} ORDER BY a.id DESC LIMIT 500`,
  );
const strip = ({ owner_id: _owner, ...a }: ApplicationRow): TApplication => a;

export async function submitApplication(opts: {
  db: Db;
  user: { id: string; userType: string | null };
  grantId: string;
  text: string;
}): Promise<TApplication> {
  const grant = await getApprovedGrant(opts.db, opts.grantId);
  if (!APPLICANT_TYPES.has(opts.user.userType ?? '')) throw forbidden(E.applicantOnly);
  if (grant.apply_mode !== 'samverka') throw new AppError('NOT_ON_SAMVERKA', 409, E.notOnSamverka);
  if (!grant.is_open) throw new AppError('GRANT_CLOSED', 409, E.closed);
  const id = await opts.db
    .transaction(async (tx) => {
      const inserted = await tx.execute<{ id: string }>(
        sql`INSERT INTO grant_applications (grant_id, user_id, text)
            VALUES (${grant.id}::bigint, ${opts.user.id}, ${opts.text}) RETURNING id::text AS id`,
      );
      // a programme of an unclaimed register foundation has nobody to tell yet; its claimer finds the inbox
      if (grant.user_id)
        await notify(tx, {
          userId: grant.user_id,
          kind: 'application_received',
          title: GRANT_TEXTS.notify.received(grant.name),
          link: `/stiftelser/${grant.id}`,
          subjectKey: `grant:${grant.id}`,
          data: { grantId: grant.id },
        });
      return (inserted.rows[0] as { id: string }).id;
    })
    .catch((error: unknown) => {
      if (pgCode(error) === '23505') throw conflict(E.alreadyApplied, 'ALREADY_APPLIED');
      throw error;
    });
  return strip((await selectApplications(opts.db, sql`a.id = ${id}::bigint`))[0]!);
}

/** The programme's inbox, for its owner only (404 to anyone else, as if it had none). */
export async function findGrantApplications(db: Db, userId: string, rawGrantId: string): Promise<TApplication[]> {
  const id = parseGrantId(rawGrantId);
  const owner = await rows(db, sql`SELECT 1 FROM grant_programmes WHERE id = ${id}::bigint AND user_id = ${userId}`);
  if (owner.length === 0) throw notFound(E.notFound);
  return (await selectApplications(db, sql`a.grant_id = ${id}::bigint`)).map(strip);
}

export const findOwnApplications = async (db: Db, userId: string) =>
  (await selectApplications(db, sql`a.user_id = ${userId}`)).map(strip);

async function visibleApplication(db: Db, userId: string, rawId: string): Promise<ApplicationRow> {
  const id = parseGrantId(rawId, E.applicationNotFound);
  const [a] = await selectApplications(db, sql`a.id = ${id}::bigint`);
  if (!a || (a.user_id !== userId && a.owner_id !== userId)) throw notFound(E.applicationNotFound);
  return a;
}

export const getApplication = async (db: Db, userId: string, rawId: string) =>
  strip(await visibleApplication(db, userId, rawId));

export async function updateApplication(opts: {
  db: Db;
  userId: string;
  id: string;
  input: TUpdateApplicationRequest;
}): Promise<TApplication> {
  const a = await visibleApplication(opts.db, opts.userId, opts.id);
  // the applicant sees it but only the foundation decides on it
  if (a.owner_id !== opts.userId) throw forbidden();
  const { status, amount, message } = opts.input;
  await opts.db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE grant_applications SET status = ${status},
            amount = ${status === 'granted' ? (amount ?? null) : null},
            message = ${message?.trim() ? message.trim() : null}, updated_at = now()
          WHERE id = ${a.id}::bigint`,
    );
    const label = APPLICATION_STATUS_LABELS[status];
    await notify(tx, {
      userId: a.user_id,
      kind: 'application_status',
      title: GRANT_TEXTS.notify.status(a.grant_name, status === 'granted' ? `${label}, ${formatSek(amount!)}` : label),
      body: message?.trim() ?? '',
      link: `/stiftelser/${a.grant_id}`,
      subjectKey: `application:${a.id}`,
      data: { applicationId: a.id, status },
    });
  });
  return strip((await selectApplications(opts.db, sql`a.id = ${a.id}::bigint`))[0]!);
}
