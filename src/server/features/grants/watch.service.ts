// 'Bevaka' (issue 24 §2): a user's watched programmes, and the reminders 14 and 3 days before each
// deadline (an hourly job; grant_reminders makes it idempotent and a yearly deadline a new key each year).
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { rows } from '@server/db/raw.js';
import { notify } from '@server/features/notifications/notify.js';
import { GRANT_TEXTS } from '@shared/grant-texts.js';
import type { TGrant } from '@shared/schemas/grant.response.js';
import { dueReminder, stockholmDay } from './deadlines.js';
import { getApprovedGrant, nextDeadlineSql, parseGrantId, selectGrants } from './grants.service.js';

export async function watchGrant(db: Db, userId: string, rawId: string): Promise<void> {
  const grant = await getApprovedGrant(db, rawId);
  await db.execute(
    sql`INSERT INTO grant_watches (user_id, grant_id) VALUES (${userId}, ${grant.id}::bigint) ON CONFLICT DO NOTHING`,
  );
}

export async function unwatchGrant(db: Db, userId: string, rawId: string): Promise<void> {
  const id = parseGrantId(rawId);
  await db.execute(sql`DELETE FROM grant_watches WHERE user_id = ${userId} AND grant_id = ${id}::bigint`);
}

/** The caller's watched programmes that are still published, nearest deadline first. */
export async function findWatchedGrants(db: Db, userId: string, today = stockholmDay(new Date())): Promise<TGrant[]> {
  const list = await selectGrants(
    db,
    sql`g.is_approved AND g.id IN (SELECT grant_id FROM grant_watches WHERE user_id = ${userId})
        ORDER BY ${nextDeadlineSql(today)} ASC NULLS LAST, g.id`,
    today,
  );
  return list.map((g) => ({ ...g, watched: true }));
}

/**
 * Sends the reminders due at `now` (see dueReminder) once each: the insert into grant_reminders decides, so
 * a job run twice, or two workers at once, remind once. Answers how many were sent.
 */
export async function sendGrantReminders(db: Db, now: Date): Promise<number> {
  const today = stockholmDay(now);
  const candidates = await rows<{ user_id: string; grant_id: string; name: string; deadline: string; since: string }>(
    db,
    sql`SELECT w.user_id, g.id::text AS grant_id, g.name, to_char(${nextDeadlineSql(today)}, 'YYYY-MM-DD') AS deadline,
          to_char(w.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS since
        FROM grant_watches w JOIN grant_programmes g ON g.id = w.grant_id
        WHERE g.is_approved AND g.deadline_kind <> 'rolling'
          AND ${nextDeadlineSql(today)} BETWEEN ${today}::date AND ${today}::date + 15`,
  );
  let sent = 0;
  for (const c of candidates) {
    const days = dueReminder(c.deadline, now, new Date(c.since));
    if (days === null) continue;
    await db.transaction(async (tx) => {
      const fresh = await tx.execute(
        sql`INSERT INTO grant_reminders (user_id, grant_id, deadline, days_before)
            VALUES (${c.user_id}, ${c.grant_id}::bigint, ${c.deadline}::date, ${days})
            ON CONFLICT DO NOTHING RETURNING 1`,
      );
      if (fresh.rows.length === 0) return;
      await notify(tx, {
        userId: c.user_id,
        kind: 'grant_deadline',
        title: GRANT_TEXTS.notify.deadline(c.name, days, c.deadline),
        body: GRANT_TEXTS.notify.deadlineBody,
        link: `/stiftelser/${c.grant_id}`,
        subjectKey: `grant:${c.grant_id}`,
        data: { grantId: c.grant_id, deadline: c.deadline, daysBefore: days },
      });
      sent++;
    });
  }
  return sent;
}
