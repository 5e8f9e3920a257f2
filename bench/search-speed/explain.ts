// The statement time of typical ranked searches on the prepared 100 000-offer database, from EXPLAIN ANALYZE
// (less sensitive to a shared machine's load than requests per second): `tsx bench/search-speed/explain.ts <url>`.
// Each query is run through findOffers (the API's first page, ranked by relevance); its ranked statement is captured
// and timed with EXPLAIN (ANALYZE) five times, the median reported. `--plan` prints the last plan too;
// `--ties` counts the matches, their distinct ranks and how many rank at least as high as the page's last.
import pg from 'pg';
import { openDatabase } from '@server/db/client.js';
import { findOffers } from '@server/features/offers/offers.list.js';
import { LIMITS } from '@shared/constants.js';
import { ZListOffersQuery } from '@shared/schemas/offer.js';

const url = process.argv[2];
if (!url) throw new Error('usage: tsx bench/search-speed/explain.ts <postgres url> [--plan] [--ties]');
const showPlan = process.argv.includes('--plan');
const showTies = process.argv.includes('--ties');
const QUERIES: [string, string][] = [
  ['association', 'sponsring'],
  ['foundation', 'stiftelse'],
  ['foundation', 'inebandy'],
  ['association', 'ungdom kultur'],
  ['association', 'fotboll'],
  ['business', 'idrott'],
  ['influencer', 'fotb'],
  ['influencer', 'malmö'],
];

const captured: { text: string; values: unknown[] }[] = [];
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args as [unknown, unknown];
  const config = typeof first === 'object' && first ? (first as { text?: unknown; values?: unknown }) : null;
  const text = config ? config.text : first;
  const values = config?.values ?? second;
  if (typeof text === 'string' && text.includes('AS cursor_value') && text.includes('rank'))
    captured.push({ text, values: Array.isArray(values) ? values : [] });
  return original.apply(this, args);
} as typeof pg.Client.prototype.query;

const database = await openDatabase({ url, poolSize: 2 });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
try {
  for (const [type, q] of QUERIES) {
    captured.length = 0;
    const query = ZListOffersQuery.parse({ type, q });
    const list = await findOffers({ db: database.db, query, relevance: true });
    const statements = [...captured];
    const times: number[] = [];
    let plan = '';
    for (let i = 0; i < 5; i++) {
      let total = 0;
      for (const { text, values } of statements) {
        const rows = await database.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
        plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        total += Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? NaN);
      }
      times.push(total);
    }
    console.log(
      `${type.padEnd(12)} ${JSON.stringify(q).padEnd(16)} ${median(times).toFixed(1).padStart(7)} ms` +
        `  (${statements.length} statement(s), ${list.items.length} on the page, first ${list.items[0]?.id ?? '–'})`,
    );
    if (showPlan) console.log(plan);
    if (showTies && statements[0]) {
      // the whole ranked list: how many offers tie with the page's last rank (what a top-k must tell apart)
      const { text, values } = statements[0];
      const all = text.replace(/ LIMIT \$\d+$/, '');
      const [ties] = await database.query<Record<string, string>>(
        `WITH r AS (${all}) SELECT count(*)::text AS matches, count(DISTINCT cursor_value)::text AS ranks,
           (SELECT count(*) FROM r WHERE cursor_value::float8 >= (SELECT min(v) FROM (SELECT cursor_value::float8 AS v
              FROM r ORDER BY 1 DESC LIMIT ${LIMITS.offerListDefault}) t))::text AS at_or_above_last FROM r`,
        values.slice(0, -1),
      );
      console.log('   ', JSON.stringify(ties));
    }
  }
} finally {
  await database.close();
}
