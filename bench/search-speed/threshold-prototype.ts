// A measurement, not Samverka's search: how deep a threshold top-k (Fagin's TA) must read per-offer, per-term
// scores to prove a first page (24 offers), on the prepared 100 000-offer database. Needs the table this builds
// once (`proto_impacts`: type, lexeme, ts_rank of that lexeme alone, offer id; ~35 rows an offer) and ranks by
// a stand-in that such a table can serve: the sum over each query word's exact lexemes (folded, stem,
// compound part, its stem) of their scores, synonyms at half, every word required; prefixes and the levels of
// decision 017 left out. Lists are read in (score, id) order in blocks; ties are settled by id. Usage:
// `tsx bench/search-speed/threshold-prototype.ts <url>`. See decision 017, 'Speed, a third look'.
import { LIMITS } from '@shared/constants.js';
import { openDatabase } from '@server/db/client.js';
import { queryWords } from '@server/search/query.js';
import { synonymsOf } from '@server/search/thesaurus.js';
import { stem } from '@server/search/words.js';

const url = process.argv[2];
if (!url) throw new Error('usage: tsx bench/search-speed/threshold-prototype.ts <postgres url>');
const K = LIMITS.offerListDefault;
const BLOCK = 100;
const QUERIES: [string, string][] = [
  ['association', 'sponsring'],
  ['foundation', 'stiftelse'],
  ['association', 'ungdom kultur'],
  ['association', 'fotboll'],
  ['business', 'idrott'],
  ['influencer', 'malmö'],
];

const database = await openDatabase({ url, poolSize: 2 });
const started = Date.now();
await database.exec(`CREATE TABLE IF NOT EXISTS proto_impacts AS
  SELECT o.type, u.lexeme, ts_rank(o.search_terms, quote_literal(u.lexeme)::tsquery) AS impact, o.id AS offer_id
  FROM offers o, unnest(o.search_terms) u WHERE o.is_approved;
  CREATE INDEX IF NOT EXISTS proto_impacts_idx ON proto_impacts (type, lexeme, impact DESC, offer_id DESC);
  CREATE INDEX IF NOT EXISTS proto_impacts_offer_idx ON proto_impacts (offer_id, lexeme) INCLUDE (impact);`);
// index-only scans need the visibility map
await database.query('VACUUM ANALYZE proto_impacts');
console.log(`table ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

interface List {
  word: number;
  lexeme: string;
  weight: number;
  last: [number, string] | null;
  done: boolean;
}

const exact = (w: string) => [...new Set([w, stem(w), `+${w}`, `+${stem(w)}`])];

async function topK(type: string, q: string) {
  const words = queryWords(q).filter((w) => !w.stopPrefix);
  const lists: List[] = words.flatMap((w, word) => {
    const own = exact(w.folded).map((lexeme) => ({ word, lexeme, weight: 1 }));
    const synonyms = synonymsOf(w.folded, w.stem)
      .filter((phrase) => phrase.length === 1)
      .flatMap(([s]) => exact(s!).map((lexeme) => ({ word, lexeme, weight: 0.5 })));
    const seen = new Set<string>();
    return [...own, ...synonyms]
      .filter((l) => !seen.has(l.lexeme) && seen.add(l.lexeme))
      .map((l) => ({ ...l, last: null, done: false }));
  });
  const scores = new Map<string, number | null>(); // exact stand-in score; null: misses a word
  let read = 0;
  for (let round = 1; ; round++) {
    const fresh = new Set<string>();
    for (const list of lists.filter((l) => !l.done)) {
      const after = list.last ? `AND (impact, offer_id) < ($3::real, $4::bigint)` : '';
      const rows = await database.query<{ impact: number; offer_id: string }>(
        `SELECT impact, offer_id::text FROM proto_impacts WHERE type = $1 AND lexeme = $2 ${after}
         ORDER BY impact DESC, offer_id DESC LIMIT ${BLOCK}`,
        list.last ? [type, list.lexeme, list.last[0], list.last[1]] : [type, list.lexeme],
      );
      read += rows.length;
      if (rows.length < BLOCK) list.done = true;
      const end = rows.at(-1);
      if (end) list.last = [end.impact, end.offer_id];
      for (const r of rows) if (!scores.has(r.offer_id)) fresh.add(r.offer_id);
    }
    if (fresh.size > 0) {
      const rows = await database.query<{ offer_id: string; lexeme: string; impact: number }>(
        `SELECT offer_id::text, lexeme, impact FROM proto_impacts WHERE offer_id = ANY($1::bigint[]) AND lexeme = ANY($2)`,
        [[...fresh], lists.map((l) => l.lexeme)],
      );
      const per = new Map<string, number[]>();
      for (const id of fresh)
        per.set(
          id,
          words.map(() => 0),
        );
      for (const r of rows)
        for (const l of lists.filter((x) => x.lexeme === r.lexeme))
          per.get(r.offer_id)![l.word]! += l.weight * r.impact;
      for (const [id, sums] of per) scores.set(id, sums.some((s) => s === 0) ? null : sums.reduce((a, b) => a + b, 0));
    }
    // the best an unread offer can have, and below which id it must lie when it ties
    const threshold = lists.reduce((sum, l) => sum + (l.done ? 0 : l.weight * (l.last?.[0] ?? 0)), 0);
    const minId = Math.min(...lists.filter((l) => !l.done).map((l) => Number(l.last?.[1] ?? Infinity)));
    const ranked = [...scores]
      .filter((e): e is [string, number] => e[1] !== null)
      .sort((a, b) => b[1] - a[1] || Number(b[0]) - Number(a[0]));
    const kth = ranked[K - 1];
    const proven =
      lists.every((l) => l.done) || (kth && (kth[1] > threshold || (kth[1] === threshold && Number(kth[0]) > minId)));
    if (proven) {
      // the same depth read by one statement (each list to where the rounds stopped, summed per offer)
      const depth = BLOCK * round;
      const plan = await database.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN ANALYZE SELECT t.offer_id, sum(t.impact) FROM unnest($2::text[]) AS l(lexeme),
           LATERAL (SELECT offer_id, impact FROM proto_impacts i WHERE i.type = $1 AND i.lexeme = l.lexeme
                    ORDER BY impact DESC, offer_id DESC LIMIT ${depth}) t
         GROUP BY t.offer_id ORDER BY 2 DESC, 1 DESC LIMIT ${K}`,
        [type, lists.map((l) => l.lexeme)],
      );
      const statementMs = Number(/Execution Time: ([\d.]+)/.exec(plan.map((r) => r['QUERY PLAN']).join('\n'))?.[1]);
      return { read, seen: scores.size, rounds: round, lists: lists.length, statementMs, first: ranked[0]?.[0] ?? '–' };
    }
  }
}

try {
  for (const [type, q] of QUERIES) {
    const t = performance.now();
    const r = await topK(type, q);
    console.log(
      `${type.padEnd(12)} ${JSON.stringify(q).padEnd(16)} ${(performance.now() - t).toFixed(1).padStart(7)} ms  ` +
        JSON.stringify(r),
    );
  }
} finally {
  await database.close();
}
