// Saved searches of their owner (explore pages, /stiftelser as type 'grant', /projekt as type 'project',
// /talanger as type 'talent'): list
// (with the matches since the last read of their notification), save, delete.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { savedSearches } from '@server/db/schema.js';
import { AppError, notFound } from '@server/lib/errors.js';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts.js';
import {
  GRANT_FILTER_KEYS,
  PROJECT_FILTER_KEYS,
  SAVED_SEARCHES_MAX,
  type SavedSearchType,
  type TCreateSavedSearch,
  type TSearchFilters,
} from '@shared/schemas/notifications.js';
import type { TSavedSearch } from '@shared/schemas/notifications.response.js';

const E = NOTIFICATION_TEXTS.errors;

const newMatches = sql<number>`((SELECT count(*)::int FROM saved_search_matches m
  WHERE m.saved_search_id = ${savedSearches.id} AND m.created_at > ${savedSearches.seenAt})
  + (SELECT count(*)::int FROM grant_search_matches m
  WHERE m.saved_search_id = ${savedSearches.id} AND m.created_at > ${savedSearches.seenAt})
  + (SELECT count(*)::int FROM project_search_matches m
  WHERE m.saved_search_id = ${savedSearches.id} AND m.created_at > ${savedSearches.seenAt})
  + (SELECT count(*)::int FROM talent_search_matches m
  WHERE m.saved_search_id = ${savedSearches.id} AND m.created_at > ${savedSearches.seenAt}))`;

/** the filters in one order, so the same search saved twice compares equal */
const canonicalFilters = (f: TSearchFilters): TSearchFilters =>
  Object.fromEntries(
    [...GRANT_FILTER_KEYS, ...PROJECT_FILTER_KEYS, 'minHours' as const]
      .filter((k) => f[k] !== undefined)
      .map((k) => [k, f[k]]),
  );

const toSavedSearch = (row: typeof savedSearches.$inferSelect, matches: number): TSavedSearch => ({
  id: String(row.id),
  type: row.type as SavedSearchType,
  q: row.q,
  tags: row.tags,
  location: row.location,
  filters: canonicalFilters(row.filters),
  newMatches: Number(matches),
  createdAt: row.createdAt.toISOString(),
});

export async function findSavedSearches(db: Db, userId: string): Promise<TSavedSearch[]> {
  const rows = await db
    .select({ row: savedSearches, matches: newMatches })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.id));
  return rows.map((r) => toSavedSearch(r.row, r.matches));
}

/** Saves the search; the same search saved again answers the stored one (created: false). */
export async function createSavedSearch(
  db: Db,
  userId: string,
  input: TCreateSavedSearch,
): Promise<{ item: TSavedSearch; created: boolean }> {
  const tags = input.tags.map((t) => t.toLocaleLowerCase('sv-SE'));
  const filters = canonicalFilters(input.filters);
  return db.transaction(async (tx) => {
    // one user saving twice at once: the lock orders them, so the limit and the duplicate check hold
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`saved-search:${userId}`}))`);
    const mine = await tx.select().from(savedSearches).where(eq(savedSearches.userId, userId));
    const same = mine.find(
      (s) =>
        s.type === input.type &&
        s.q === input.q &&
        s.location === input.location &&
        s.tags.join('\n') === tags.join('\n') &&
        JSON.stringify(canonicalFilters(s.filters)) === JSON.stringify(filters),
    );
    if (same) return { item: toSavedSearch(same, 0), created: false };
    if (mine.length >= SAVED_SEARCHES_MAX) throw new AppError('LIMIT_REACHED', 409, E.savedSearchLimit);
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId, type: input.type, q: input.q, tags, location: input.location, filters })
      .returning();
    return { item: toSavedSearch(row!, 0), created: true };
  });
}

/** Deletes the caller's saved search; another user's, or none, is 404. */
export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  if (!/^[1-9]\d{0,17}$/.test(id)) throw notFound(E.savedSearchNotFound);
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, Number(id)), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (rows.length === 0) throw notFound(E.savedSearchNotFound);
}
