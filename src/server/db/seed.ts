// Loads the 8 built-in sample offers into an empty offers table, once even when called concurrently.
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { offers } from './schema.js';
import { SAMPLE_OFFERS } from '@shared/samples.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedSampleOffers(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727275)`);
    const existing = await tx.select({ id: offers.id }).from(offers).limit(1);
    if (existing.length > 0) return 0;
    await tx.insert(offers).values(
      // a sample carries the insert's own field names; only its age becomes a date
      SAMPLE_OFFERS.map(({ daysAgo, ...sample }) => ({
        ...sample,
        isApproved: true,
        createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
      })),
    );
    return SAMPLE_OFFERS.length;
  });
}

/**
 * The invented example foundations and grant programmes of src/server/data/ (marked is_example, shown as
 * 'Exempeldata'), loaded into an empty register once.
 */
export async function seedSampleGrants(db: Db): Promise<number> {
  const { loadSampleGrants } = await import('@server/features/grants/samples.js');
  return loadSampleGrants(db);
}
