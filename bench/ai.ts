// `npm run bench:ai`: quality and speed of the built-in AI matcher on PGlite in memory.
// Corpus: bench/data/offers.json (216 Swedish offers) and bench/data/queries.json (labelled queries).
// Reports precision@3 (relevant in the top 3 / min(3, relevant offers)), MRR and latency p50/p95 of
// one matcher call (analysis + SQL + scoring), at 216 offers and at 10 000 offers (the corpus varied),
// in wall-clock time and in CPU time (the latter stays meaningful on a busy shared machine).
import { readFileSync } from 'node:fs';
import { openDatabase, type Database } from '@server/db/client.js';
import { migrate } from '@server/db/migrate.js';
import { analyseMessage } from '@server/features/ai/analysis.js';
import { findMatches } from '@server/features/ai/matcher.js';
import type { OfferType } from '@shared/constants.js';
import { offerFixtureParams, type OfferFixture as BenchOffer } from './lib/offer-fixture.js';

interface BenchQuery {
  text: string;
  profile: OfferType | null;
  relevant: string[];
}

const offers = JSON.parse(readFileSync(new URL('./data/offers.json', import.meta.url), 'utf8')) as BenchOffer[];
const queries = JSON.parse(readFileSync(new URL('./data/queries.json', import.meta.url), 'utf8')) as BenchQuery[];
const ROUNDS = 5;

/** Variant n of an offer: another organisation branch, another age, a reworded title; same meaning. */
function variant(o: BenchOffer, n: number): BenchOffer {
  if (n === 0) return o;
  const branch = ['Väst', 'Öst', 'Syd', 'Norr', 'Mitt', 'Center', 'Invest', 'Gruppen', 'Partner', 'Plus'][n % 10];
  const lead = ['', 'Nytt: ', 'Aktuellt: ', 'Just nu: ', ''][n % 5];
  return {
    ...o,
    organization: `${o.organization} ${branch} ${Math.floor(n / 10) + 1}`,
    title: `${lead}${o.title}`,
    daysAgo: (o.daysAgo + n * 7) % 365,
  };
}

async function load(database: Database, rows: { offer: BenchOffer; key: string }[]) {
  const keyOfId = new Map<string, string>();
  for (let i = 0; i < rows.length; i += 400) {
    const batch = rows.slice(i, i + 400);
    const params: unknown[] = [];
    const values = batch.map(({ offer: o }, j) => {
      params.push(...offerFixtureParams(o));
      const b = j * 11;
      return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, $${b + 7}, $${b + 8}::text[], $${b + 9}, $${b + 10}, true, now() - make_interval(days => $${b + 11}::int))`;
    });
    const inserted = await database.query<{ id: string }>(
      `INSERT INTO offers (type, title, organization, location, budget, timeframe, description, tags, target_audience, expected_views, is_approved, created_at)
       VALUES ${values.join(', ')} RETURNING id::text AS id`,
      params,
    );
    inserted.forEach((r, j) => keyOfId.set(r.id, batch[j].key));
  }
  await database.query('ANALYZE offers');
  return keyOfId;
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function run(size: number) {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  const rows: { offer: BenchOffer; key: string }[] = [];
  for (let n = 0; rows.length < size; n++)
    for (const o of offers) if (rows.length < size) rows.push({ offer: variant(o, n), key: o.key });
  const keyOfId = await load(database, rows);

  let p3 = 0;
  let rr = 0;
  const times: number[] = [];
  // CPU time of this process (PGlite runs in it): what a query costs when the machine is shared
  const cpuTimes: number[] = [];
  const byQuery = new Map<string, number[]>();
  const misses: string[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    for (const q of queries) {
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      const { matches } = await findMatches({ database, analysis: analyseMessage(q.text), profileType: q.profile });
      const elapsed = performance.now() - start;
      const cpu = process.cpuUsage(cpuStart);
      if (round === 0) {
        // round 0 warms the caches and is the one scored
        const keys = matches.map((m) => keyOfId.get(m.id) ?? '?');
        const hits = keys.slice(0, 3).filter((k) => q.relevant.includes(k)).length;
        const prec = hits / Math.min(3, q.relevant.length * Math.ceil(size / offers.length));
        p3 += Math.min(1, prec);
        const first = keys.findIndex((k) => q.relevant.includes(k));
        rr += first >= 0 ? 1 / (first + 1) : 0;
        if (prec < 1) misses.push(`  P@3 ${prec.toFixed(2)}  ${q.text}  →  ${keys.slice(0, 3).join(', ')}`);
      } else {
        times.push(elapsed);
        cpuTimes.push((cpu.user + cpu.system) / 1000);
        byQuery.set(q.text, [...(byQuery.get(q.text) ?? []), elapsed]);
      }
    }
  }
  await database.close();
  const slowest = [...byQuery]
    .map(([text, ts]) => ({ text, median: percentile(ts, 50) }))
    .sort((a, b) => b.median - a.median)
    .slice(0, 5);
  return {
    size: rows.length,
    p3: p3 / queries.length,
    mrr: rr / queries.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    cpu95: percentile(cpuTimes, 95),
    misses,
    slowest,
  };
}

console.log(
  `AI matcher benchmark: ${offers.length} offers in the corpus, ${queries.length} labelled queries, PGlite in memory`,
);
for (const size of [offers.length, 10_000]) {
  const r = await run(size);
  console.log(
    `${String(r.size).padStart(6)} offers: precision@3 ${r.p3.toFixed(3)}  MRR ${r.mrr.toFixed(3)}  latency p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  (CPU time p95 ${r.cpu95.toFixed(1)} ms)`,
  );
  if (process.argv.includes('--misses')) for (const m of r.misses) console.log(m);
  if (process.argv.includes('--slow'))
    for (const q of r.slowest) console.log(`  median ${q.median.toFixed(1)} ms  ${q.text}`);
}
