// What the matcher reads from an offer (its causes, whom it wants, its counties), stored in offers.ai_causes,
// ai_seeks and ai_regions (migration 0410) so a request is matched on indexed columns and no candidate is
// classified per request. Like search_terms: a new or edited offer has NULL ai_causes (a trigger empties it),
// and the offers still without facets are analysed in batches before the next match.
import type { Database } from '@server/db/client.js';
import type { OfferType } from '@shared/constants.js';
import { causesIn } from './causes.js';
import { offerSeeks } from './partners.js';
import { regionsOf } from './places.js';

export interface OfferFacets {
  causes: string[];
  seeks: OfferType[];
  regions: string[];
}

export interface FacetSource {
  type: OfferType;
  title: string;
  description: string;
  tags: string[];
  location: string | null;
  target_audience?: string | null;
}

export function offerFacets(o: FacetSource): OfferFacets {
  return {
    causes: causesIn([o.title, o.description, o.tags.join(' , '), o.target_audience ?? ''].join(' ')),
    seeks: offerSeeks(o.type, `${o.title} ${o.description}`),
    regions: regionsOf(o.location, o.tags, `${o.title} ${o.description}`),
  };
}

const BATCH = 500;
/** batches a match waits for; a bulk import of more goes on in the background */
const AWAITED_BATCHES = 4;

type PendingRow = FacetSource & { id: string; version: string };

async function facetBatch(database: Database): Promise<number> {
  const pending = await database.query<PendingRow>(
    `SELECT id::text AS id, xmin::text AS version, type, title, description, tags, location, target_audience
     FROM offers WHERE ai_causes IS NULL ORDER BY id LIMIT ${BATCH}`,
  );
  if (pending.length === 0) return 0;
  const rows = pending.map((row) => ({ id: row.id, x: row.version, ...offerFacets(row) }));
  // an offer changed since it was read keeps no facets (its version differs) and is analysed again next time
  await database.query(
    `UPDATE offers o SET ai_causes = v.causes, ai_seeks = v.seeks, ai_regions = v.regions
     FROM json_to_recordset($1::json) AS v(id bigint, x text, causes text[], seeks text[], regions text[])
     WHERE o.id = v.id AND o.xmin::text = v.x`,
    [JSON.stringify(rows)],
  );
  return pending.length;
}

const running = new WeakMap<Database, Promise<void>>();

/** Analyses the offers without facets, one run at a time per database in this process. */
export function ensureOfferFacets(database: Database): Promise<void> {
  const current = running.get(database);
  if (current) return current;
  const first = (async () => {
    const [row] = await database.query<{ pending: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM offers WHERE ai_causes IS NULL) AS pending',
    );
    if (!row?.pending) return 0;
    let n = BATCH;
    for (let i = 0; i < AWAITED_BATCHES && n === BATCH; i++) n = await facetBatch(database);
    return n;
  })();
  const awaited = first.then(() => undefined);
  running.set(database, awaited);
  void first
    .then(async (count) => {
      for (let n = count, i = 0; n === BATCH && i < 10_000; i++) n = await facetBatch(database);
    })
    .catch(() => {})
    .finally(() => running.delete(database));
  return awaited;
}
