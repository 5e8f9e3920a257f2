// Foundation profiles (issue 24 §1): imported from the register (unclaimed), searchable by purpose, and
// claimed by a foundation account through a request an admin approves (docs/decisions/240-grants.md).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { rows } from '@server/db/raw.js';
import { conflict, forbidden, notFound } from '@server/lib/errors.js';
import { analyseOffer } from '@server/search/document.js';
import { prepareSearch } from '@server/search/search.js';
import { notify } from '@server/features/notifications/notify.js';
import { GRANT_TEXTS, WHOLE_SWEDEN } from '@shared/grant-texts.js';
import type { TFoundation, TImportResult } from '@shared/schemas/grant.response.js';
import { readFoundationCsv, type FoundationRecord } from './foundations.csv.js';
import { parseGrantId } from './grants.service.js';

const E = GRANT_TEXTS.errors;

const foundationTerms = (f: FoundationRecord) =>
  analyseOffer({
    title: f.name,
    organization: '',
    tags: [f.county],
    description: f.purpose,
    location: null,
    target_audience: null,
    expected_views: null,
  }).vector;

/**
 * All or nothing: any bad row imports nothing and answers every row's error. A foundation already in the
 * register (same organisationsnummer) is updated while unclaimed; a claimed one is its owner's and kept.
 */
export async function importFoundations(db: Db, csv: string): Promise<TImportResult> {
  const { records, errors } = readFoundationCsv(csv);
  if (errors.length > 0) return { imported: 0, errors };
  const payload = records.map((r) => ({ ...r, terms: foundationTerms(r) }));
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`INSERT INTO foundations (name, org_number, county, purpose, contact, search_terms)
          SELECT v.name, v."orgNumber", v.county, v.purpose, v.contact, v.terms::tsvector
          FROM json_to_recordset(${JSON.stringify(payload)}::json)
            AS v(name text, "orgNumber" text, county text, purpose text, contact text, terms text)
          ON CONFLICT (org_number) DO UPDATE SET name = excluded.name, county = excluded.county,
            purpose = excluded.purpose, contact = excluded.contact, search_terms = excluded.search_terms,
            updated_at = now()
          WHERE foundations.claimed_by IS NULL`,
    );
  });
  return { imported: records.length, errors: [] };
}

interface FoundationRow extends Record<string, unknown> {
  id: string;
  name: string;
  org_number: string;
  county: string;
  purpose: string;
  contact: string;
  claimed: boolean;
  claim_pending: boolean;
  is_example: boolean;
}
const columns = sql`f.id::text AS id, f.name, f.org_number, f.county, f.purpose, f.contact,
  f.claimed_by IS NOT NULL AS claimed, (f.claim_requested_by IS NOT NULL AND f.claimed_by IS NULL) AS claim_pending, f.is_example`;

async function selectFoundations(db: Db, where: SQL, order: SQL = sql`f.name, f.id`): Promise<TFoundation[]> {
  return rows<FoundationRow>(
    db,
    sql`SELECT ${columns} FROM foundations f JOIN LATERAL (SELECT f.search_terms) AS o(search_terms) ON true
        WHERE ${where} ORDER BY ${order} LIMIT 100`,
  );
}

/** The register, searched by name and purpose with the Swedish search, optionally in one county. */
export async function findFoundations(db: Db, query: { q?: string; region?: string }): Promise<TFoundation[]> {
  const where: SQL[] = [sql`true`];
  const search = query.q?.trim() ? await prepareSearch(db, query.q) : null;
  if (search) where.push(search.match);
  if (query.region && query.region !== WHOLE_SWEDEN) where.push(sql`f.county = ${query.region}`);
  return selectFoundations(db, sql.join(where, sql` AND `), search ? sql`${search.rank} DESC, f.id` : undefined);
}

/** A foundation account asks to take over an unclaimed profile; an admin approves it. */
export async function requestClaim(db: Db, user: { id: string; userType: string | null }, rawId: string) {
  if (user.userType !== 'foundation') throw forbidden(E.claimFoundationOnly);
  const id = parseGrantId(rawId, E.foundationNotFound);
  const [row] = await rows<{ claimed_by: string | null }>(
    db,
    sql`SELECT claimed_by FROM foundations WHERE id = ${id}::bigint`,
  );
  if (!row) throw notFound(E.foundationNotFound);
  if (row.claimed_by) throw conflict(E.alreadyClaimed, 'ALREADY_CLAIMED');
  await db.execute(
    sql`UPDATE foundations SET claim_requested_by = ${user.id}, updated_at = now() WHERE id = ${id}::bigint`,
  );
  return (await selectFoundations(db, sql`f.id = ${id}::bigint`))[0]!;
}

export const findClaimRequests = (db: Db) =>
  selectFoundations(db, sql`f.claim_requested_by IS NOT NULL AND f.claimed_by IS NULL`, sql`f.updated_at, f.id`);

export async function approveClaim(db: Db, rawId: string): Promise<TFoundation> {
  const id = parseGrantId(rawId, E.foundationNotFound);
  const [row] = await rows<{ user_id: string; name: string }>(
    db,
    sql`UPDATE foundations SET claimed_by = claim_requested_by, updated_at = now()
        WHERE id = ${id}::bigint AND claimed_by IS NULL AND claim_requested_by IS NOT NULL
        RETURNING claimed_by AS user_id, name`,
  );
  if (!row) throw notFound(E.noClaim);
  // the register foundation's programmes (the example data's) become the claimer's to manage
  await db.execute(
    sql`UPDATE grant_programmes SET user_id = ${row.user_id} WHERE foundation_id = ${id}::bigint AND user_id IS NULL`,
  );
  await notify(db, {
    userId: row.user_id,
    kind: 'org_verified',
    title: `Du förvaltar nu ${row.name} på Samverka`,
    link: '/stiftelser',
  });
  return (await selectFoundations(db, sql`f.id = ${id}::bigint`))[0]!;
}
