// The notification centre for its owner: the list (newest activity first, paged), read marks, and the
// settings per kind (only the choices that differ from the defaults are stored).
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client.js';
import { ID_TEXT, ISO_MICROS, cutPage, decodeCursor, encodeCursor, isoMicros } from '@server/db/cursor.js';
import { notifications, notificationSettings, savedSearches } from '@server/db/schema.js';
import { badRequest } from '@server/lib/errors.js';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LIST,
  type NotificationKind,
  type NotificationSetting,
} from '@shared/notifications.js';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts.js';
import type { TMarkNotificationsRead, TUpdateNotificationSettings } from '@shared/schemas/notifications.js';
import type {
  TNotificationItem,
  TNotificationPage,
  TNotificationSettings,
} from '@shared/schemas/notifications.response.js';

export const NOTIFICATIONS_PAGE = 20;
/** entries older than this are pruned by the `notifications.prune` job */
export const KEEP_DAYS = 90;

/** The kinds the user turned off in the app: left out of the list and the count. */
const shownInApp = (userId: string): SQL =>
  sql`NOT EXISTS (SELECT 1 FROM notification_settings s
        WHERE s.user_id = ${userId} AND s.kind = ${notifications.kind} AND NOT s.in_app)`;

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), shownInApp(userId)));
  return Number(row?.n ?? 0);
}

export async function findNotifications({
  db,
  userId,
  cursor,
  limit = NOTIFICATIONS_PAGE,
}: {
  db: Db;
  userId: string;
  cursor?: string;
  limit?: number;
}): Promise<TNotificationPage> {
  const after = cursor ? decodeCursor(cursor, [ISO_MICROS, ID_TEXT]) : null;
  if (cursor && !after) throw badRequest(NOTIFICATION_TEXTS.errors.cursor, 'INVALID_CURSOR');
  const rows = await db
    .select({ row: notifications, cursorAt: isoMicros(notifications.updatedAt) })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        shownInApp(userId),
        after
          ? sql`(${notifications.updatedAt}, ${notifications.id}) < (${after[0]}::timestamptz, ${after[1]}::bigint)`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.updatedAt), desc(notifications.id))
    .limit(limit + 1);
  const page = cutPage(rows, limit);
  return {
    items: page.items.map(({ row }): TNotificationItem => ({
      id: String(row.id),
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    nextCursor: page.last ? encodeCursor([page.last.cursorAt, String(page.last.row.id)]) : null,
    unread: await countUnread(db, userId),
  };
}

/** Marks the given entries (only the caller's) or all of them read; answers how many changed. */
export async function markNotificationsRead({
  db,
  userId,
  input,
}: {
  db: Db;
  userId: string;
  input: TMarkNotificationsRead;
}): Promise<number> {
  let which: SQL | undefined;
  if (input.ids) {
    const ids = input.ids.filter((id) => ID_TEXT.test(id)).map(Number);
    if (ids.length === 0) return 0;
    which = inArray(notifications.id, ids);
  }
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), which))
    .returning({ kind: notifications.kind, subjectKey: notifications.subjectKey });
  await markSavedSearchesSeen(db, userId, rows);
  return rows.length;
}

/** A read saved-search entry (offers', the grant catalogue's or the projects'): its search's new matches count from now. */
async function markSavedSearchesSeen(db: Db, userId: string, rows: { kind: string; subjectKey: string | null }[]) {
  const ids = rows
    .filter(
      (r) =>
        (r.kind === 'saved_search' || r.kind === 'grant_new' || r.kind === 'project_new' || r.kind === 'talent_new') &&
        r.subjectKey?.startsWith('saved-search:'),
    )
    .map((r) => Number(r.subjectKey!.slice('saved-search:'.length)))
    .filter((id) => Number.isSafeInteger(id));
  if (ids.length === 0) return;
  await db
    .update(savedSearches)
    .set({ seenAt: sql`now()` })
    .where(and(eq(savedSearches.userId, userId), inArray(savedSearches.id, ids)));
}

/** The conversation was read in the chat: its message entry is read too (and is not mailed). */
export async function markConversationNotificationRead(db: Db | Tx, userId: string, partnerId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, 'message'),
        eq(notifications.subjectKey, `conversation:${partnerId}`),
        isNull(notifications.readAt),
      ),
    );
}

/** The user's effective settings, every kind. */
export async function getNotificationSettings(
  db: Db | Tx,
  userId: string,
): Promise<Record<NotificationKind, NotificationSetting>> {
  const rows = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const settings = { ...DEFAULT_NOTIFICATION_SETTINGS };
  for (const r of rows) {
    if (r.kind in settings) settings[r.kind] = { inApp: r.inApp, email: r.email };
  }
  return settings;
}

export const toSettingsAnswer = (settings: Record<NotificationKind, NotificationSetting>): TNotificationSettings => ({
  settings: NOTIFICATION_KIND_LIST.map((kind) => ({ kind, label: NOTIFICATION_KINDS[kind], ...settings[kind] })),
});

/** Stores the given kinds' choices (a choice equal to the default removes the stored row). */
export async function updateNotificationSettings({
  db,
  userId,
  input,
}: {
  db: Db;
  userId: string;
  input: TUpdateNotificationSettings;
}): Promise<TNotificationSettings> {
  await db.transaction(async (tx) => {
    for (const s of input.settings) {
      const kind = s.kind as NotificationKind;
      await setNotificationSetting(tx, userId, kind, { inApp: s.inApp, email: s.email });
    }
  });
  return toSettingsAnswer(await getNotificationSettings(db, userId));
}

export async function setNotificationSetting(
  db: Db | Tx,
  userId: string,
  kind: NotificationKind,
  setting: NotificationSetting,
): Promise<void> {
  const fallback = DEFAULT_NOTIFICATION_SETTINGS[kind];
  if (fallback.inApp === setting.inApp && fallback.email === setting.email) {
    await db
      .delete(notificationSettings)
      .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.kind, kind)));
    return;
  }
  await db
    .insert(notificationSettings)
    .values({ userId, kind, ...setting })
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.kind],
      set: { inApp: setting.inApp, email: setting.email },
    });
}
