// Graded evaluation of the AI matcher (bench/ai.ts): loads a corpus into PGlite, asks every query as its
// account type and scores the top 3 with precision@3, MRR and nDCG@3, overall and per asker type, plus the
// share of queries whose top 3 holds only offers of the asker's own type.
import type { Database } from '@server/db/client.js';
import { ensureOfferFacets } from '@server/features/ai/facets.js';
import { ensureSearchTerms } from '@server/search/search.js';
import type { OfferType } from '@shared/constants.js';
import { offerFixtureParams, type OfferFixture } from './offer-fixture.js';

/** One labelled query in one shape for both sets: grades 1 (acceptable) or 2 (exactly right). */
export interface EvalQuery {
  id: string;
  text: string;
  askerType: OfferType | null;
  relevant: Record<string, number>;
  weak: boolean;
}

/** bench/data/queries.json: `profile` and relevant keys, a list (all grade 1) or graded like the held-out set */
export const fromDevelopment = (
  q: { text: string; profile: OfferType | null; relevant: string[] | Record<string, number> },
  i: number,
) =>
  ({
    id: `d${i + 1}`,
    text: q.text,
    askerType: q.profile,
    relevant: Array.isArray(q.relevant) ? Object.fromEntries(q.relevant.map((k) => [k, 1])) : q.relevant,
    weak: false,
  }) satisfies EvalQuery;

/** bench/data/ai-heldout/queries.json: `askerType` and graded `relevant` */
export const fromHeldOut = (q: {
  id: string;
  text: string;
  askerType: OfferType | null;
  relevant: Record<string, number>;
  weak?: boolean;
}): EvalQuery => ({ id: q.id, text: q.text, askerType: q.askerType, relevant: q.relevant, weak: q.weak === true });

export async function loadOffers(database: Database, rows: { offer: OfferFixture; key: string }[]) {
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
    inserted.forEach((r, j) => keyOfId.set(r.id, batch[j]!.key));
  }
  // every offer analysed before the first query (a search waits only for a few batches, the rest go on in
  // the background), so that no query of the scored round misses offers still being analysed
  for (;;) {
    const [left] = await database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM offers WHERE search_terms IS NULL OR ai_causes IS NULL',
    );
    if (!left?.n) break;
    await ensureSearchTerms(database.db);
    await ensureOfferFacets(database);
  }
  await database.query('ANALYZE offers');
  return keyOfId;
}

export interface QueryScore {
  p3: number;
  rr: number;
  ndcg3: number;
  ownTypeOnly: boolean;
}

/**
 * Scores of one answer (offer keys best first, their types alongside). precision@3 counts grade ≥ 1 among
 * the top 3 over min(3, relevant offers × copies); nDCG@3 uses gains 2^grade − 1 against the ideal order.
 */
export function scoreQuery(q: EvalQuery, keys: string[], types: OfferType[], copies = 1): QueryScore {
  const grade = (k: string) => q.relevant[k] ?? 0;
  const top = keys.slice(0, 3);
  const hits = top.filter((k) => grade(k) > 0).length;
  const count = Object.keys(q.relevant).length * copies;
  const p3 = Math.min(1, hits / Math.min(3, count));
  const first = keys.findIndex((k) => grade(k) > 0);
  const dcg = (grades: number[]) => grades.reduce((s, g, i) => s + (2 ** g - 1) / Math.log2(i + 2), 0);
  const ideal = Object.values(q.relevant)
    .flatMap((g) => Array<number>(copies).fill(g))
    .sort((a, b) => b - a)
    .slice(0, 3);
  const ndcg3 = dcg(ideal) > 0 ? dcg(top.map(grade)) / dcg(ideal) : 0;
  const topTypes = types.slice(0, 3);
  const ownTypeOnly = q.askerType !== null && topTypes.length > 0 && topTypes.every((t) => t === q.askerType);
  return { p3, rr: first >= 0 ? 1 / (first + 1) : 0, ndcg3, ownTypeOnly };
}

export interface Summary {
  n: number;
  p3: number;
  mrr: number;
  ndcg3: number;
  /** share of signed-in queries whose top 3 holds only the asker's own type */
  ownTypeOnly: number;
}

export function summarise(scores: { q: EvalQuery; s: QueryScore }[]): Summary {
  const n = scores.length || 1;
  const signedIn = scores.filter((x) => x.q.askerType !== null);
  const mean = (f: (s: QueryScore) => number) => scores.reduce((t, x) => t + f(x.s), 0) / n;
  return {
    n: scores.length,
    p3: mean((s) => s.p3),
    mrr: mean((s) => s.rr),
    ndcg3: mean((s) => s.ndcg3),
    ownTypeOnly: signedIn.filter((x) => x.s.ownTypeOnly).length / (signedIn.length || 1),
  };
}

/** overall, per asker type ('signed out' for null), and the weak queries apart */
export function report(scores: { q: EvalQuery; s: QueryScore }[]): [string, Summary][] {
  const groups: [string, { q: EvalQuery; s: QueryScore }[]][] = [
    ['all', scores],
    ['all but weak', scores.filter((x) => !x.q.weak)],
  ];
  for (const type of ['business', 'association', 'influencer', 'foundation', null] as const)
    groups.push([type ?? 'signed out', scores.filter((x) => x.q.askerType === type)]);
  if (scores.some((x) => x.q.weak)) groups.push(['weak only', scores.filter((x) => x.q.weak)]);
  return groups.filter(([, xs]) => xs.length > 0).map(([name, xs]) => [name, summarise(xs)]);
}

export const formatSummary = (name: string, s: Summary) =>
  `  ${name.padEnd(13)} n=${String(s.n).padStart(3)}  precision@3 ${s.p3.toFixed(3)}  MRR ${s.mrr.toFixed(3)}  nDCG@3 ${s.ndcg3.toFixed(3)}  own-type-only ${(100 * s.ownTypeOnly).toFixed(1)} %`;
