// Removes uploaded images that no offer shows a day after their upload: the form they were uploaded
// from was abandoned, or another image was chosen before saving. An offer saved with an image claims it
// (its row leaves the uploads table, see offers.service.ts); from then on the image goes with the offer.
// Every server process sweeps; the DELETE … RETURNING hands each upload to exactly one of them.
import { sql } from 'drizzle-orm';
import type { Deps } from '@server/context.js';
import { getStorage } from '@server/adapters/storage/storage.js';

/** How long an upload may wait for its offer to be saved (a form left open overnight still works). */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often each process looks; the first look comes a minute after start. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_SWEEP_MS = 60 * 1000;
/** uploads removed per statement, so one sweep never holds many rows at once */
const BATCH = 200;

/** Removes unattached uploads older than `graceMs`; returns how many images were deleted. */
export async function sweepUnusedUploads(deps: Deps, graceMs: number = UPLOAD_GRACE_MS): Promise<number> {
  const storage = getStorage(deps.env);
  let removed = 0;
  for (;;) {
    const result = await deps.db.execute<{ key: string }>(
      sql`DELETE FROM uploads u
          WHERE u.key IN (SELECT w.key FROM uploads w
                          WHERE w.created_at < now() - make_interval(secs => ${graceMs / 1000})
                            AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.logo = w.url)
                          ORDER BY w.created_at LIMIT ${BATCH})
            AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.logo = u.url)
          RETURNING u.key`,
    );
    const keys = (result.rows as { key: string }[]).map((r) => r.key);
    for (const key of keys) {
      try {
        await storage.delete(key);
        removed++;
      } catch (error) {
        deps.log.warn({ err: error, key }, 'could not delete an unused upload');
      }
    }
    if (keys.length < BATCH) return removed;
  }
}

/** Sweeps now and then while the server runs; returns the function that stops it. */
export function startUploadSweeper(deps: Deps): () => void {
  let timer: NodeJS.Timeout;
  const run = async () => {
    try {
      const removed = await sweepUnusedUploads(deps);
      if (removed > 0) deps.log.info({ removed }, 'unused uploads removed');
    } catch (error) {
      deps.log.warn({ err: error }, 'upload sweep failed');
    }
    timer = setTimeout(run, SWEEP_INTERVAL_MS).unref();
  };
  timer = setTimeout(run, FIRST_SWEEP_MS).unref();
  return () => clearTimeout(timer);
}
