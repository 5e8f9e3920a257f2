// notify(): how every feature tells a user something. Writes one row of the notification centre (in the
// caller's transaction when given one); the row's trigger announces it on the realtime channel (event
// `notification`). With a subjectKey, an unread entry about the same subject is updated instead of a new
// one added (one entry per conversation, per deal, per deadline). E-mail follows from the row: the
// notification worker mails it at once, in the daily digest or not at all, per the user's settings.
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client.js';
import type { NotificationKind } from '@shared/notifications.js';

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  /** one Swedish line: 'Nytt meddelande från Kanalen Provsmak' */
  title: string;
  /** a sentence or two more, shown in the list and the mail */
  body?: string;
  /** where the entry leads in the app, a path: '/chat/abc', '/deals/12' */
  link: string;
  /** entries with the same (kind, subjectKey) stay one while unread: 'conversation:<userId>', 'deal:12' */
  subjectKey?: string;
  data?: Record<string, unknown>;
}

/**
 * notify()'s INSERT as SQL (without RETURNING), for a caller that writes the entry in the same statement as
 * what it announces (the chat's send, as a CTE); `onlyIf` is a condition the row is written under.
 */
export function notificationInsert(input: NotifyInput, onlyIf: SQL = sql`true`): SQL {
  const data = JSON.stringify(input.data ?? {});
  const body = input.body ?? '';
  return input.subjectKey
    ? sql`INSERT INTO notifications (user_id, kind, subject_key, title, body, link, data)
          SELECT ${input.userId}, ${input.kind}, ${input.subjectKey}, ${input.title}, ${body}, ${input.link}, ${data}::jsonb
          WHERE ${onlyIf}
          ON CONFLICT (user_id, kind, subject_key) WHERE read_at IS NULL AND subject_key IS NOT NULL
          DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body, link = EXCLUDED.link,
                        data = EXCLUDED.data, updated_at = now()`
    : sql`INSERT INTO notifications (user_id, kind, title, body, link, data)
          SELECT ${input.userId}, ${input.kind}, ${input.title}, ${body}, ${input.link}, ${data}::jsonb
          WHERE ${onlyIf}`;
}

/** Stores (or refreshes) the notification and answers its id. */
export async function notify(db: Db | Tx, input: NotifyInput): Promise<number> {
  const result = await db.execute<{ id: string | number }>(sql`${notificationInsert(input)} RETURNING id`);
  return Number(result.rows[0]!.id);
}

/**
 * notify() for many entries with a subject in one statement (an approval matching hundreds of saved
 * searches); the same rule: an unread entry of the same subject is refreshed instead of a new one added.
 */
export async function notifyMany(db: Db | Tx, inputs: (NotifyInput & { subjectKey: string })[]): Promise<void> {
  if (inputs.length === 0) return;
  const rows = JSON.stringify(
    inputs.map((i) => ({
      user_id: i.userId,
      kind: i.kind,
      subject_key: i.subjectKey,
      title: i.title,
      body: i.body ?? '',
      link: i.link,
      data: i.data ?? {},
    })),
  );
  await db.execute(
    sql`INSERT INTO notifications (user_id, kind, subject_key, title, body, link, data)
        SELECT user_id, kind, subject_key, title, body, link, data
        FROM jsonb_to_recordset(${rows}::jsonb)
          AS x(user_id text, kind text, subject_key text, title text, body text, link text, data jsonb)
        ON CONFLICT (user_id, kind, subject_key) WHERE read_at IS NULL AND subject_key IS NOT NULL
        DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body, link = EXCLUDED.link,
                      data = EXCLUDED.data, updated_at = now()`,
  );
}
