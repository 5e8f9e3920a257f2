// The offers search gives identical answers on PGlite and PostgreSQL (issue 17): the evaluation corpus is
// loaded into both and every dev query, and a set of awkward ones, is compared page by page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@server/db/client.js';
import { migrate } from '@server/db/migrate.js';
import { findOffers } from '@server/features/offers/offers.list.js';
import { readProcessEnv } from '@server/env.js';
import { createFreshDatabase, type FreshDatabase } from '@test/support/fresh-database.js';
import { canRunMultiprocess, warnIfNoPostgres } from '@test/support/multiprocess.js';
import { loadCorpus, readEvalFile, type JudgedQuery } from '../../../bench/search-eval/load.js';

warnIfNoPostgres('search.parity.test.ts');

const AWKWARD = [
  'inebandy malmo',
  'sponsirng',
  'fotb ung',
  'och',
  'för',
  "&|!:*()<>'\\",
  'ÅÄÖ',
  '🙂 körer',
  'x'.repeat(300),
];

describe.skipIf(!canRunMultiprocess)('the same search on PGlite and PostgreSQL', () => {
  let pglite: Database;
  let postgres: Database;
  let fresh: FreshDatabase;
  const keys = new Map<Database, Map<string, string>>();

  beforeAll(async () => {
    pglite = await openDatabase({ dataDir: 'memory://' });
    fresh = await createFreshDatabase(readProcessEnv().TEST_DATABASE_URL ?? '', 'search_parity');
    postgres = await openDatabase({ url: fresh.url, poolSize: 2 });
    for (const database of [pglite, postgres]) {
      await migrate(database);
      keys.set(database, await loadCorpus(database));
    }
  }, 120_000);

  afterAll(async () => {
    await pglite?.close();
    await postgres?.close();
    await fresh?.drop();
  });

  /** Two pages of a query as corpus keys, with the correction offered. */
  async function answer(database: Database, type: JudgedQuery['type'], q: string) {
    const keyOf = keys.get(database)!;
    const query = { type, q, tags: [], sort: 'newest' as const, limit: 5 };
    const first = await findOffers({ db: database.db, query, relevance: true });
    const second = first.next_cursor
      ? await findOffers({ db: database.db, query: { ...query, cursor: first.next_cursor }, relevance: true })
      : null;
    return {
      pages: [first, second].map((page) => page?.items.map((o) => keyOf.get(o.id)) ?? null),
      didYouMean: first.did_you_mean ?? null,
    };
  }

  it('answers every dev query and the awkward ones identically', async () => {
    const queries = readEvalFile<JudgedQuery[]>('./queries-dev.json').map((q) => [q.type, q.text] as const);
    for (const text of AWKWARD) queries.push(['association', text]);
    let compared = 0;
    for (const [type, text] of queries) {
      expect(await answer(postgres, type, text), text).toEqual(await answer(pglite, type, text));
      compared++;
    }
    expect(compared).toBeGreaterThan(90);
  }, 120_000);
});
