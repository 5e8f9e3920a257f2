// Removes uploaded images that no offer (nor deal milestone) shows a day after their upload: the form they were uploaded
// from was abandoned, or another image was chosen before saving. An offer saved with an image claims it
// (its row leaves the uploads table, see offers.service.ts); from then on the image goes with the offer.
// The `uploads.sweep` job runs it each hour (src/server/workers.ts); the DELETE … RETURNING hands each
// upload to exactly one sweep even if two ever run at once.
import { and, asc, eq, inArray, lt, notExists, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Deps } from '@server/context.js';
import { dealMilestones, offers, uploads } from '@server/db/schema.js';

/** How long an upload may wait for its offer to be saved (a form left open overnight still works). */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
/** uploads removed per statement, so one sweep never holds many rows at once */
const BATCH = 200;

/** Removes unattached uploads older than `graceMs`; returns how many images were deleted. */
export async function sweepUnusedUploads(deps: Deps, graceMs: number = UPLOAD_GRACE_MS): Promise<number> {
  const { db, storage } = deps;
  const waiting = alias(uploads, 'w');
  // an offer's logo, or a deal milestone's image proof (which keeps its upload row as the uploader's record)
  const unclaimed = (url: AnyColumn, key: AnyColumn) =>
    and(
      notExists(
        db
          .select({ one: sql`1` })
          .from(offers)
          .where(eq(offers.logo, url)),
      ),
      notExists(
        db
          .select({ one: sql`1` })
          .from(dealMilestones)
          .where(eq(dealMilestones.proofImage, key)),
      ),
    );
  let removed = 0;
  for (;;) {
    const deleted = await db
      .delete(uploads)
      .where(
        and(
          inArray(
            uploads.key,
            db
              .select({ key: waiting.key })
              .from(waiting)
              .where(
                and(
                  lt(waiting.createdAt, sql`now() - make_interval(secs => ${graceMs / 1000})`),
                  unclaimed(waiting.url, waiting.key),
                ),
              )
              .orderBy(asc(waiting.createdAt))
              .limit(BATCH),
          ),
          unclaimed(uploads.url, uploads.key),
        ),
      )
      .returning({ key: uploads.key });
    const keys = deleted.map((r) => r.key);
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
