// How long typical ranked searches take on the prepared 100 000-offer database, one at a time (less sensitive to a
// shared machine's load than requests per second): `tsx bench/search-speed/first-page.ts <url>`. Each query is
// run through findOffers (the API's page of 24, ranked by relevance) as a first page and as a page after a cursor
// at rank 1.0, five times; the median is reported with how the page was found (ranked.ts): the terms' lists, the
// threshold's rounds and entries read, or every match ranked at once.
import { openDatabase } from '@server/db/client.js';
import { findOffers } from '@server/features/offers/offers.list.js';
import { prepareSearch } from '@server/search/search.js';
import { findRankedHits, type RankedStats } from '@server/search/ranked.js';
import { LIMITS } from '@shared/constants.js';
import { ZListOffersQuery } from '@shared/schemas/offer.js';

const url = process.argv[2];
if (!url) throw new Error('usage: tsx bench/search-speed/first-page.ts <postgres url>');
const QUERIES: [string, string][] = [
  ['association', 'sponsring'],
  ['foundation', 'stiftelse'],
  ['foundation', 'inebandy'],
  ['association', 'ungdom kultur'],
  ['association', 'fotboll'],
  ['business', 'idrott'],
  ['influencer', 'fotb'],
  ['influencer', 'malmö'],
  ['business', 'miljö barn'],
  ['association', 'bidrag'],
];
const cursor = Buffer.from(JSON.stringify(['relevance', '1.0', '50000'])).toString('base64url');

const database = await openDatabase({ url, poolSize: 2 });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
try {
  console.log('| query (type) | page | ms | lists (read) | rounds | entries read | every match ranked |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [type, q] of QUERIES) {
    for (const [page, c] of [
      ['first', undefined],
      ['after rank 1.0', cursor],
    ] as const) {
      const query = ZListOffersQuery.parse({ type, q, ...(c ? { cursor: c } : {}) });
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        await findOffers({ db: database.db, query, relevance: true });
        times.push(performance.now() - started);
      }
      // the same page once more, to say how it was found
      const search = (await prepareSearch(database.db, q))!;
      const stats = {} as RankedStats;
      await findRankedHits(database.db, {
        type,
        narrowing: [],
        queries: search.queries,
        after: c ? { rank: 1, id: 50000 } : null,
        take: LIMITS.offerListDefault + 1,
        stats,
      });
      console.log(
        `| ${q} (${type}) | ${page} | ${median(times).toFixed(1)} | ${stats.lists} (${stats.listsRead}) | ` +
          `${stats.rounds} | ${stats.entries} | ${stats.everyMatch ? 'yes' : 'no'} |`,
      );
    }
  }
} finally {
  await database.close();
}
