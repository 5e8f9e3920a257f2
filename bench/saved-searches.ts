// `npm run bench:saved-searches`: how long an approval takes to match its offer against 10 000 saved searches
// (issue 19 §4: under 1 s on PostgreSQL). A fresh PostgreSQL database (BENCH_DATABASE_URL, else
// TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; dropped at the end), 20 000 offers for a
// real vocabulary, 1 000 users with 10 saved searches each: a quarter per type, 80 % with text (one or two
// words of 60, so ~1 000 distinct texts), half with one or two tags, 30 % with a place. Then ROUNDS offers
// are approved one by one and matched (matchSavedSearches, as the `saved-searches.match` job runs it).
// Knobs: BENCH_SAVED_SEARCHES=10000, BENCH_ROUNDS=10, BENCH_BACKENDS=postgres,pglite.
import { openDatabase, type Database } from '@server/db/client.js';
import { migrate } from '@server/db/migrate.js';
import { matchSavedSearches } from '@server/features/notifications/saved-searches.match.js';
import { ensureSearchTerms } from '@server/search/search.js';
import { indexWrittenOffers } from '@server/search/indexer.js';
import { createFreshDatabase } from '@test/support/fresh-database.js';
import { seedBenchOffers } from './lib/seed-offers.js';

const env = process.env;
const SEARCHES = Number(env.BENCH_SAVED_SEARCHES ?? 10_000);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 10);
const BACKENDS = (env.BENCH_BACKENDS ?? 'postgres,pglite').split(',') as ('pglite' | 'postgres')[];
const baseUrl = env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const WORDS = [
  'fotboll',
  'innebandy',
  'ungdom',
  'barn',
  'kultur',
  'musik',
  'körsång',
  'miljö',
  'skola',
  'träning',
  'friluftsliv',
  'forskning',
  'stipendium',
  'e-sport',
  'gaming',
  'ridskola',
  'hästsport',
  'festival',
  'mode',
  'hållbar',
  'idrott',
  'simklubb',
  'matchställ',
  'sponsor',
  'partner',
  'samarbete',
  'lokal',
  'förening',
  'klubb',
  'lag',
  'turnering',
  'cup',
  'läger',
  'resa',
  'utrustning',
  'exponering',
  'kampanj',
  'influencer',
  'youtube',
  'instagram',
  'podcast',
  'konsert',
  'teater',
  'konst',
  'dans',
  'handboll',
  'basket',
  'tennis',
  'golf',
  'segling',
  'skidor',
  'hockey',
  'bandy',
  'friidrott',
  'cykel',
  'löpning',
  'stiftelse',
  'fond',
  'bidrag',
  'energi',
];
const TAGS = ['fotboll', 'ungdom', 'kultur', 'miljö', 'musik', 'idrott', 'utbildning', 'hälsa', 'gaming', 'hästar'];
const CITIES = ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Umeå', 'Örebro', 'Luleå', 'Lund'];
const TYPES = ['business', 'association', 'influencer', 'foundation'];

/** a deterministic pseudo-random sequence, so every run measures the same data */
function random(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

async function seed(database: Database) {
  await seedBenchOffers(database, 20_000);
  const users = Math.ceil(SEARCHES / 10);
  await database.exec(`INSERT INTO users (id, name, email, email_verified)
    SELECT 'bench-user-' || i, 'Användare ' || i, 'bench-user-' || i || '@exempel.se', true
    FROM generate_series(1, ${users}) AS i`);
  const next = random(19);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
  const rows: string[] = [];
  for (let i = 0; i < SEARCHES; i++) {
    const q = next() < 0.8 ? [pick(WORDS), ...(next() < 0.5 ? [pick(WORDS)] : [])].join(' ') : '';
    const tags = next() < 0.5 ? [...new Set([pick(TAGS), ...(next() < 0.5 ? [pick(TAGS)] : [])])] : [];
    const location = next() < 0.3 ? pick(CITIES) : '';
    const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
    rows.push(
      `(${lit(`bench-user-${(i % users) + 1}`)}, ${lit(pick(TYPES))}, ${lit(q)}, ARRAY[${tags.map(lit).join(',')}]::text[], ${lit(location)})`,
    );
  }
  for (let i = 0; i < rows.length; i += 1000) {
    await database.exec(
      `INSERT INTO saved_searches (user_id, type, q, tags, location) VALUES ${rows.slice(i, i + 1000).join(',')}`,
    );
  }
  await database.exec('ANALYZE saved_searches; ANALYZE offers;');
}

async function newOffer(database: Database, n: number): Promise<number> {
  const [row] = await database.query<{ id: string | number }>(
    `INSERT INTO offers (type, title, organization, location, description, tags, is_approved, user_id)
     VALUES ($1, $2, 'Bench AB', $3, $4, $5, true, NULL) RETURNING id`,
    [
      TYPES[n % TYPES.length],
      `Ungdomsfotboll och musikfestival söker sponsor ${n}`,
      CITIES[n % CITIES.length],
      'Vi söker en partner för träning, läger och utrustning till barn och ungdom i vår förening.',
      [TAGS[n % TAGS.length], TAGS[(n + 3) % TAGS.length]],
    ],
  );
  return Number(row!.id);
}

async function run(kind: 'pglite' | 'postgres') {
  const fresh = kind === 'postgres' ? await createFreshDatabase(baseUrl, 'bench_saved') : null;
  const database = fresh ? await openDatabase({ url: fresh.url }) : await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(database);
    await seed(database);
    // as in the app: offers are analysed for the search when written (the approval does it before the job)
    // (the first call waits for a few batches; the rest goes on in the background: wait for all of it)
    for (;;) {
      await ensureSearchTerms(database.db);
      const [left] = await database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM offers WHERE search_terms IS NULL`,
      );
      if (Number(left?.n) === 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const times: number[] = [];
    const matched: number[] = [];
    for (let n = 0; n < ROUNDS; n++) {
      const id = await newOffer(database, n);
      await indexWrittenOffers(database.db);
      const start = performance.now();
      matched.push(await matchSavedSearches(database.db, id));
      times.push(performance.now() - start);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const ms = (v: number) => `${v.toFixed(0)} ms`;
    console.log(
      `${kind}: ${SEARCHES} saved searches, ${ROUNDS} approvals — match p50 ${ms(sorted[Math.floor(ROUNDS / 2)]!)}, ` +
        `max ${ms(sorted.at(-1)!)}; matched per approval ${Math.min(...matched)}–${Math.max(...matched)}`,
    );
    console.log(`${kind} matched per round: ${matched.join(' ')}`);
    return sorted.at(-1)!;
  } finally {
    await database.close();
    await fresh?.drop();
  }
}

for (const kind of BACKENDS) await run(kind);
