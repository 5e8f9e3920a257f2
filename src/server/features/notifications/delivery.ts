// E-mail of notifications, on the job queue. A new entry wakes `notifications.deliver` (workers.ts listens
// for the row's realtime event; a sweep each minute catches any it missed): the entry is mailed once, in
// the transaction that marks it emailed, if its kind is set to 'instant', it is still unread and the
// account is verified. A message entry waits NOTIFY_MESSAGE_DELAY_SECONDS from its first unread message
// and is skipped when the conversation was read meanwhile; it stays one entry per conversation until read,
// so the conversation is mailed once. The daily digest gathers the 'daily' kinds at DIGEST_HOUR
// (Europe/Stockholm), at most one per user and day (notification_digests). Deleted accounts have no rows.
import { sql, type SQL } from 'drizzle-orm';
import type { Deps } from '@server/deps.js';
import type { Db, Tx } from '@server/db/client.js';
import type { MailNotice } from '@server/infra/mail/templates.js';
import { stockholmDay } from '@server/features/grants/deadlines.js';
import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_KINDS, type NotificationKind } from '@shared/notifications.js';
import { KEEP_DAYS } from './notifications.service.js';
import { unsubscribeHeaders, unsubscribeUrl } from './unsubscribe.js';

type DeliveryDeps = Pick<Deps, 'db' | 'env' | 'mail' | 'jobs'>;

/** entries older than this are not mailed any more (a worker that was off for days does not flood) */
const MAIL_WITHIN = sql`interval '2 days'`;
const DIGEST_WITHIN = sql`interval '7 days'`;

/** The kind's e-mail mode for the entry `n` (the user's choice, else the default), as SQL. */
const emailModeOf = (n: string): SQL =>
  sql`coalesce((SELECT s.email FROM notification_settings s WHERE s.user_id = ${sql.raw(n)}.user_id AND s.kind = ${sql.raw(n)}.kind),
      CASE ${sql.raw(n)}.kind ${sql.join(
        Object.entries(DEFAULT_NOTIFICATION_SETTINGS).map(([kind, s]) => sql`WHEN ${kind} THEN ${s.email}`),
        sql` `,
      )} END)`;

interface EntryRow {
  id: string | number;
  user_id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  created_at: Date | string;
  email: string;
  name: string;
  mode: string;
  [key: string]: unknown;
}

const rowsOf = async <T>(db: Db | Tx, query: SQL) => (await db.execute(query)).rows as T[];

const absolute = (publicUrl: string, link: string) => (/^https?:\/\//.test(link) ? link : `${publicUrl}${link}`);

/** When the entry may be mailed: messages wait for the delay from their first unread message. */
export const dueAt = (kind: NotificationKind, createdAt: Date, delaySeconds: number): Date =>
  kind === 'message' ? new Date(createdAt.getTime() + delaySeconds * 1000) : createdAt;

/**
 * The `notifications.deliver` job: mails the entry when it is due and should be mailed; when it is not yet
 * due, answers the time it should run again (the caller enqueues it).
 */
export async function deliverNotification(deps: DeliveryDeps, id: number): Promise<'sent' | 'skipped' | Date> {
  const { env } = deps;
  const result = await deps.db.transaction(async (tx) => {
    const [row] = await rowsOf<EntryRow>(
      tx,
      sql`SELECT n.id, n.user_id, n.kind, n.title, n.body, n.link, n.created_at, u.email, u.name, ${emailModeOf('n')} AS mode
          FROM notifications n JOIN users u ON u.id = n.user_id
          WHERE n.id = ${id} AND n.read_at IS NULL AND n.emailed_at IS NULL AND u.email_verified
            AND n.created_at > now() - ${MAIL_WITHIN}
          FOR UPDATE OF n SKIP LOCKED`,
    );
    if (!row || row.mode !== 'instant') return 'skipped' as const;
    const due = dueAt(row.kind, new Date(row.created_at), env.NOTIFY_MESSAGE_DELAY_SECONDS);
    if (due.getTime() > Date.now()) return due;
    const unsubscribe = unsubscribeUrl(env.PUBLIC_URL, env.AUTH_SECRET, row.user_id, row.kind);
    await deps.mail.sendMail(
      {
        to: row.email,
        template: 'notification',
        data: {
          name: row.name,
          notice: { title: row.title, body: row.body, href: absolute(env.PUBLIC_URL, row.link) },
          kindName: NOTIFICATION_KINDS[row.kind],
          unsubscribe,
        },
        headers: unsubscribeHeaders(unsubscribe),
      },
      tx,
    );
    await tx.execute(sql`UPDATE notifications SET emailed_at = now() WHERE id = ${id}`);
    return 'sent' as const;
  });
  return result;
}

/** Enqueues the delivery of an entry (at its due time when given); one waiting job per entry. */
export const enqueueDelivery = (deps: Pick<Deps, 'jobs'>, id: number, startAfter?: Date) =>
  deps.jobs.enqueue('notifications.deliver', { id }, { singletonKey: String(id), ...(startAfter && { startAfter }) });

/** The `notifications.sweep` job: enqueues every entry due to be mailed at once (what the listener missed). */
export async function sweepNotifications(deps: DeliveryDeps): Promise<number> {
  const rows = await rowsOf<{ id: string | number }>(
    deps.db,
    sql`SELECT n.id FROM notifications n
        WHERE n.emailed_at IS NULL AND n.read_at IS NULL AND n.created_at > now() - ${MAIL_WITHIN}
          AND n.created_at <= now() - CASE WHEN n.kind = 'message'
                THEN make_interval(secs => ${deps.env.NOTIFY_MESSAGE_DELAY_SECONDS}) ELSE interval '0 s' END
          AND ${emailModeOf('n')} = 'instant'
        ORDER BY n.created_at LIMIT 500`,
  );
  for (const r of rows) await enqueueDelivery(deps, Number(r.id));
  return rows.length;
}

/** The Stockholm date of an instant (the one shared formatter): a digest per user and this day at most. */
export { stockholmDay };

/** The `notifications.digest` job: one mail per user with unread 'daily' entries, at most one a day. */
export async function sendDigests(deps: DeliveryDeps, now = new Date()): Promise<number> {
  const { env } = deps;
  const day = stockholmDay(now);
  const users = await rowsOf<{ user_id: string }>(
    deps.db,
    sql`SELECT DISTINCT n.user_id FROM notifications n JOIN users u ON u.id = n.user_id
        WHERE n.emailed_at IS NULL AND n.read_at IS NULL AND u.email_verified
          AND n.created_at > now() - ${DIGEST_WITHIN} AND ${emailModeOf('n')} = 'daily'
          AND NOT EXISTS (SELECT 1 FROM notification_digests d WHERE d.user_id = n.user_id AND d.day = ${day}::date)`,
  );
  let sent = 0;
  for (const { user_id: userId } of users) {
    const mailed = await deps.db.transaction(async (tx) => {
      const entries = await rowsOf<EntryRow>(
        tx,
        sql`SELECT n.id, n.user_id, n.kind, n.title, n.body, n.link, n.created_at, u.email, u.name, ${emailModeOf('n')} AS mode
            FROM notifications n JOIN users u ON u.id = n.user_id
            WHERE n.user_id = ${userId} AND n.emailed_at IS NULL AND n.read_at IS NULL AND u.email_verified
              AND n.created_at > now() - ${DIGEST_WITHIN}
            ORDER BY n.updated_at DESC, n.id DESC FOR UPDATE OF n`,
      );
      const daily = entries.filter((e) => e.mode === 'daily');
      if (daily.length === 0) return false;
      const claimed = await rowsOf(
        tx,
        sql`INSERT INTO notification_digests (user_id, day) VALUES (${userId}, ${day}::date)
            ON CONFLICT DO NOTHING RETURNING user_id`,
      );
      if (claimed.length === 0) return false;
      const unsubscribe = unsubscribeUrl(env.PUBLIC_URL, env.AUTH_SECRET, userId, 'digest');
      await deps.mail.sendMail(
        {
          to: daily[0]!.email,
          template: 'notification-digest',
          data: {
            name: daily[0]!.name,
            notices: daily.map((e): MailNotice => ({
              title: e.title,
              body: e.body,
              href: absolute(env.PUBLIC_URL, e.link),
            })),
            link: `${env.PUBLIC_URL}/notifications`,
            unsubscribe,
          },
          headers: unsubscribeHeaders(unsubscribe),
        },
        tx,
      );
      await tx.execute(
        sql`UPDATE notifications SET emailed_at = now() WHERE id IN (${sql.join(
          daily.map((e) => sql`${Number(e.id)}`),
          sql`, `,
        )})`,
      );
      return true;
    });
    if (mailed) sent++;
  }
  return sent;
}

/** The `notifications.prune` job: entries kept KEEP_DAYS, digest marks a month. */
export async function pruneNotifications(db: Db): Promise<number> {
  const removed = await db.execute(
    sql`DELETE FROM notifications WHERE updated_at < now() - make_interval(days => ${KEEP_DAYS}) RETURNING id`,
  );
  await db.execute(sql`DELETE FROM notification_digests WHERE day < (now() - interval '31 days')::date`);
  return removed.rows.length;
}
