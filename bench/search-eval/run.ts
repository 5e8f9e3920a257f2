// `npm run bench:search`: quality of the offers search (GET /api/offers?type=…&q=…) on the hand-judged set.
// Loads corpus.json into a fresh PGlite and a fresh PostgreSQL database, runs every query through
// findOffers (the function the API uses, ranked by relevance, first page of 10) and reports recall@10,
// MRR and nDCG@10 per group and overall, dev and held-out, on both databases, and whether both gave
// identical result lists. Options: `--dev` (dev only), `--dev2` (dev and the second development set
// queries-dev2.json, no held-out), `--dev3` (dev, dev2 and the third, queries-dev3.json, no held-out), `--dev4`
// (all four development sets, the fourth queries-dev4.json, no held-out), `--heldout` (dev and held-out, the
// default), `--misses` (list the development queries that miss; never the held-out ones), `--pglite` (skip
// PostgreSQL).
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
import { openDatabase, type Database } from '@server/db/client.js';
import { migrate } from '@server/db/migrate.js';
import { findOffers } from '@server/features/offers/offers.list.js';
import { createFreshDatabase } from '@test/support/fresh-database.js';
import { loadCorpus, readEvalFile, type JudgedQuery } from './load.js';

const args = new Set(process.argv.slice(2));
const sets: [string, JudgedQuery[]][] = [['dev', readEvalFile<JudgedQuery[]>('./queries-dev.json')]];
const upTo = (n: number) => ['--dev2', '--dev3', '--dev4'].slice(n - 2).some((a) => args.has(a));
if (upTo(2)) sets.push(['dev2', readEvalFile<JudgedQuery[]>('./queries-dev2.json')]);
if (upTo(3)) sets.push(['dev3', readEvalFile<JudgedQuery[]>('./queries-dev3.json')]);
if (upTo(4)) sets.push(['dev4', readEvalFile<JudgedQuery[]>('./queries-dev4.json')]);
if (!['--dev', '--dev2', '--dev3', '--dev4'].some((a) => args.has(a)))
  sets.push(['held-out', readEvalFile<JudgedQuery[]>('./queries-heldout.json')]);
const PG_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const K = 10;

interface Scores {
  recall: number;
  mrr: number;
  ndcg: number;
}

function score(found: string[], relevant: Record<string, number>): Scores {
  const judged = Object.keys(relevant);
  const top = found.slice(0, K);
  const recall = top.filter((k) => k in relevant).length / judged.length;
  const first = top.findIndex((k) => k in relevant);
  const gain = (g: number) => 2 ** g - 1;
  const dcg = top.reduce((sum, k, i) => sum + gain(relevant[k] ?? 0) / Math.log2(i + 2), 0);
  const ideal = Object.values(relevant)
    .sort((a, b) => b - a)
    .slice(0, K)
    .reduce((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0);
  return { recall, mrr: first >= 0 ? 1 / (first + 1) : 0, ndcg: ideal > 0 ? dcg / ideal : 0 };
}

const mean = (xs: Scores[]): Scores => ({
  recall: xs.reduce((s, x) => s + x.recall, 0) / xs.length,
  mrr: xs.reduce((s, x) => s + x.mrr, 0) / xs.length,
  ndcg: xs.reduce((s, x) => s + x.ndcg, 0) / xs.length,
});

interface Run {
  table: string[];
  lists: Map<string, string[]>;
  misses: string[];
}

async function evaluate(database: Database, name: string): Promise<Run> {
  await migrate(database);
  const keyOfId = await loadCorpus(database);
  const lists = new Map<string, string[]>();
  const table: string[] = [];
  const misses: string[] = [];
  for (const [setName, queries] of sets) {
    const byGroup = new Map<string, Scores[]>();
    for (const q of queries) {
      const list = await findOffers({
        db: database.db,
        query: { type: q.type, q: q.text, tags: [], sort: 'newest', limit: K },
        relevance: true,
      });
      const keys = list.items.map((o) => keyOfId.get(o.id) ?? '?');
      lists.set(q.id, keys);
      const s = score(keys, q.relevant);
      byGroup.set(q.group, [...(byGroup.get(q.group) ?? []), s]);
      if (setName !== 'held-out' && (s.recall < 1 || s.mrr < 1)) {
        const missed = Object.keys(q.relevant).filter((k) => !keys.includes(k));
        misses.push(
          `${q.id} ${q.group} '${q.text}' R ${s.recall.toFixed(2)} MRR ${s.mrr.toFixed(2)} missed ${missed.join(' ')} top ${keys.join(' ')}`,
        );
      }
    }
    const all = [...byGroup.values()].flat();
    for (const [group, xs] of [...byGroup, ['overall', all] as [string, Scores[]]]) {
      const m = mean(xs);
      table.push(
        `| ${name} | ${setName} | ${group} | ${xs.length} | ${m.recall.toFixed(2)} | ${m.mrr.toFixed(2)} | ${m.ndcg.toFixed(2)} |`,
      );
    }
  }
  return { table, lists, misses };
}

const runs: Run[] = [];
const pglite = await openDatabase({ dataDir: 'memory://' });
try {
  runs.push(await evaluate(pglite, 'PGlite'));
} finally {
  await pglite.close();
}
if (!args.has('--pglite')) {
  const fresh = await createFreshDatabase(PG_URL, 'search_eval');
  const postgres = await openDatabase({ url: fresh.url, poolSize: 2 });
  try {
    runs.push(await evaluate(postgres, 'PostgreSQL'));
  } finally {
    await postgres.close();
    await fresh.drop();
  }
}

console.log(`| database | set | group | queries | recall@${K} | MRR | nDCG@${K} |`);
console.log('|---|---|---|---|---|---|---|');
for (const r of runs) console.log(r.table.join('\n'));
if (runs.length === 2) {
  const differ = [...runs[0]!.lists].filter(([id, keys]) => runs[1]!.lists.get(id)?.join() !== keys.join());
  console.log(
    `\nPGlite and PostgreSQL: ${differ.length === 0 ? 'identical result lists' : `${differ.length} queries differ`}`,
  );
}
if (args.has('--misses')) console.log(`\nDevelopment queries below full recall or MRR:\n${runs[0]!.misses.join('\n')}`);
