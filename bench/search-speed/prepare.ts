// The 100 000 offers of the search speed benchmark in a PostgreSQL database: migrated, seeded
// (bench/lib/seed-offers.ts) and with every offer's search terms analysed. Used by speed.ts; run on its own
// (`tsx bench/search-speed/prepare.ts <url>`) to keep a database for repeated runs.
import { openDatabase } from '@server/db/client.js';
import { migrate } from '@server/db/migrate.js';
import { indexAllOffers, seedBenchOffers } from '../lib/seed-offers.js';

export async function prepareSpeedDatabase(url: string, offers: number): Promise<void> {
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    await migrate(database);
    const [count] = await database.query<{ n: string }>('SELECT count(*)::text AS n FROM offers');
    if (Number(count?.n ?? 0) === 0) await seedBenchOffers(database, offers);
    await indexAllOffers(database);
    // a settled table, as autovacuum leaves it: the visibility map lets the ranking's index-only scans skip the
    // heap (a freshly loaded one ran the ranked search at a ninth of the speed)
    await database.query('VACUUM ANALYZE');
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith('prepare.ts')) {
  const url = process.argv[2];
  if (!url) throw new Error('usage: tsx bench/search-speed/prepare.ts <postgres url>');
  const started = Date.now();
  await prepareSpeedDatabase(url, Number(process.env.BENCH_OFFERS ?? 100_000));
  console.log(`prepared in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
