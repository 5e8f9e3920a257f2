// The evaluation corpus and queries, and loading the corpus into a migrated database (bench and parity test).
import { readFileSync } from 'node:fs';
import type { Database } from '@server/db/client.js';
import type { OfferType } from '@shared/constants.js';
import { offerFixtureParams, type OfferFixture as CorpusOffer } from '../lib/offer-fixture.js';

export interface JudgedQuery {
  id: string;
  text: string;
  type: OfferType;
  group: string;
  relevant: Record<string, number>;
}

export const readEvalFile = <T>(file: string) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as T;

/** Inserts every offer approved, aged by its daysAgo from a fixed date; returns offer id → corpus key. */
export async function loadCorpus(database: Database): Promise<Map<string, string>> {
  const corpus = readEvalFile<CorpusOffer[]>('./corpus.json');
  const keyOfId = new Map<string, string>();
  for (const o of corpus) {
    const [row] = await database.query<{ id: string }>(
      `INSERT INTO offers (type, title, organization, location, budget, timeframe, description, tags,
         target_audience, expected_views, is_approved, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9, $10, true,
         '2026-06-01T12:00:00Z'::timestamptz - make_interval(days => $11::int, secs => $12::int))
       RETURNING id::text AS id`,
      [...offerFixtureParams(o), Number(o.key.slice(1))],
    );
    keyOfId.set(row!.id, o.key);
  }
  await database.query('ANALYZE offers');
  return keyOfId;
}
