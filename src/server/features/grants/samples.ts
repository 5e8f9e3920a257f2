// Loads the example foundations and programmes of src/server/data/ (invented, see its README) into an empty
// register: the embedded run's Stiftelsesök has something to search. Marked is_example ('Exempeldata').
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { rows } from '@server/db/raw.js';
import { ZGrantFields } from '@shared/schemas/grant.js';
import { importFoundations } from './foundations.service.js';
import { insertGrant } from './grants.service.js';

const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../data');

interface SampleProgramme {
  foundation: string;
  name: string;
  purpose: string;
  areas: string[];
  regions: string[];
  applicants: string[];
  amountMin: number | null;
  amountMax: number | null;
  deadline: { kind: 'once'; date: string } | { kind: 'yearly'; month: number; day: number } | { kind: 'rolling' };
  applyHere: boolean;
  externalUrl: string | null;
  documents: string[];
  criteria: string[];
}

export async function loadSampleGrants(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727276)`);
    const existing = await tx.execute(sql`SELECT 1 FROM foundations LIMIT 1`);
    if (existing.rows.length > 0) return 0;
    const result = await importFoundations(
      tx as unknown as Db,
      readFileSync(path.join(dataDir, 'sample-foundations.csv'), 'utf8'),
    );
    if (result.errors.length > 0) throw new Error(`sample foundations: ${JSON.stringify(result.errors)}`);
    await tx.execute(sql`UPDATE foundations SET is_example = true`);
    const ids = new Map(
      (
        await rows<{ id: string; name: string }>(tx as unknown as Db, sql`SELECT id::text AS id, name FROM foundations`)
      ).map((f) => [f.name, f.id]),
    );
    const programmes = JSON.parse(
      readFileSync(path.join(dataDir, 'sample-grant-programmes.json'), 'utf8'),
    ) as SampleProgramme[];
    for (const p of programmes) {
      const g = ZGrantFields.parse({
        organization: p.foundation,
        name: p.name,
        purpose: p.purpose,
        criteria: p.criteria,
        areas: p.areas,
        regions: p.regions,
        applicant_types: p.applicants,
        amount_min: p.amountMin,
        amount_max: p.amountMax,
        deadline_kind: p.deadline.kind === 'once' ? 'date' : p.deadline.kind,
        deadline_date: p.deadline.kind === 'once' ? p.deadline.date : null,
        deadline_month: p.deadline.kind === 'yearly' ? p.deadline.month : null,
        deadline_day: p.deadline.kind === 'yearly' ? p.deadline.day : null,
        apply_mode: p.applyHere ? 'samverka' : 'external',
        apply_url: p.externalUrl,
        documents: p.documents,
      });
      await insertGrant(tx, g, {
        userId: null,
        foundationId: ids.get(p.foundation) ?? null,
        approved: true,
        example: true,
      });
    }
    return programmes.length;
  });
}
