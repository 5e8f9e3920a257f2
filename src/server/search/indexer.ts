// Keeps offers.search_terms filled. The analysis runs here in TypeScript, so the database only marks what
// is stale: a new offer has no terms, and a trigger (migration 0220) empties them when an offer's text or
// approval changes. Before a search, the offers without terms are analysed in batches (and at startup
// none are left after the backfill of the first search); the vocabulary of approved offers, for typo
// correction, grows with them.
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { analyseOffer, type SearchableOffer } from './document.js';

const BATCH = 500;
/** batches a search waits for (new and edited offers, a bulk import of some thousands); more go on in the background */
const AWAITED_BATCHES = 4;

type PendingRow = SearchableOffer & { id: string; version: string; is_approved: boolean; [key: string]: unknown };

async function indexBatch(db: Db): Promise<number> {
  const pending = (
    await db.execute<PendingRow>(
      sql`SELECT id::text AS id, xmin::text AS version, title, organization, tags, description, location,
            target_audience, expected_views, is_approved
          FROM offers WHERE search_terms IS NULL ORDER BY id LIMIT ${BATCH}`,
    )
  ).rows as PendingRow[];
  if (pending.length === 0) return 0;
  const updates: { id: string; x: string; t: string }[] = [];
  const vocabulary = new Map<string, { shown: string; docs: number }>();
  for (const row of pending) {
    const { vector, vocabulary: words } = analyseOffer(row);
    updates.push({ id: row.id, x: row.version, t: vector });
    if (!row.is_approved) continue;
    for (const [word, shown] of words) {
      const entry = vocabulary.get(word);
      vocabulary.set(word, { shown: entry?.shown ?? shown, docs: (entry?.docs ?? 0) + 1 });
    }
  }
  // an offer changed since it was read keeps no terms (its version differs) and is analysed again next time
  await db.execute(
    sql`UPDATE offers o SET search_terms = v.t::tsvector
        FROM json_to_recordset(${JSON.stringify(updates)}::json) AS v(id bigint, x text, t text)
        WHERE o.id = v.id AND o.xmin::text = v.x`,
  );
  if (vocabulary.size > 0) {
    // sorted, so that two processes indexing at once take the row locks in the same order
    const list = [...vocabulary].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    await db.execute(
      sql`INSERT INTO search_words (word, shown, docs)
          SELECT w, s, d FROM json_to_recordset(${JSON.stringify(list.map(([w, v]) => ({ w, s: v.shown, d: v.docs })))}::json)
            AS v(w text, s text, d int)
          ON CONFLICT (word) DO UPDATE SET docs = search_words.docs + excluded.docs`,
    );
  }
  return pending.length;
}

/** per database: the awaited batches of the run in progress */
const running = new WeakMap<Db, Promise<void>>();

/**
 * Analyses the offers without search terms, one run at a time per database in this process. The promise
 * settles after the first AWAITED_BATCHES batches (what a search waits for); a backfill of more goes on in
 * the background, and the offers it has not reached yet are not found until it has.
 */
export function indexPendingOffers(db: Db): Promise<void> {
  const current = running.get(db);
  if (current) return current;
  const firstBatches = (async () => {
    let n = BATCH;
    for (let i = 0; i < AWAITED_BATCHES && n === BATCH; i++) n = await indexBatch(db);
    return n;
  })();
  const first = firstBatches.then(() => undefined);
  running.set(db, first);
  void firstBatches
    .then(async (count) => {
      // bounded: offers keep arriving while this runs; those left over are taken by a later search
      for (let n = count, i = 0; n === BATCH && i < 10_000; i++) n = await indexBatch(db);
    })
    .catch(() => {})
    .finally(() => running.delete(db));
  return first;
}

/**
 * Called by the services right after they write offers, so the new or changed text is analysed before the
 * answer and a later search (a read) finds nothing left to write. A failure here loses nothing: the offers
 * stay marked stale and the next search analyses them.
 */
export async function indexWrittenOffers(db: Db): Promise<void> {
  try {
    await indexPendingOffers(db);
  } catch {
    // left for the next search
  }
}
