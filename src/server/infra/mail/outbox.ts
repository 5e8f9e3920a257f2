// The outbox: a mail is a row first (in the caller's transaction when it gives one, so the mail exists
// exactly when the action that caused it does), and the job queue's `mail.send` and `mail.sweep` jobs
// send the rows (mail.ts). A sender claims due rows with one UPDATE over a `FOR UPDATE SKIP LOCKED` subquery and moves their
// next_attempt_at past the send (a lease): two processes never hold the same row, and a process that
// dies mid-send leaves the row to be tried again when the lease runs out. A failed send is tried again
// after 1, 2, 4 … minutes (at most an hour apart) and given up, with an error in the log, after a day.
import { and, asc, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '@server/db/client.js';
import { mailOutbox } from '@server/db/schema.js';
import { renderMail, type MailData, type MailTemplate } from './templates.js';
import type { MailTransport } from './transport.js';

export interface MailMessage<T extends MailTemplate = MailTemplate> {
  to: string;
  template: T;
  data: MailData<T>;
  /** extra headers, e.g. List-Unsubscribe (RFC 8058) */
  headers?: Record<string, string>;
}

export interface RetryPolicy {
  /** wait after the first failed send; doubles per failure */
  firstMs: number;
  /** the longest wait between two tries */
  maxMs: number;
  /** a mail still not sent this long after it was written is given up */
  giveUpMs: number;
  /** how long a claimed row is held by the sending worker (longer than any send may take) */
  leaseMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  firstMs: 60_000,
  maxMs: 60 * 60_000,
  giveUpMs: 24 * 60 * 60_000,
  leaseMs: 5 * 60_000,
};

/** sent and given-up rows are kept this long (to look into), then removed */
export const KEEP_DONE_MS = 7 * 24 * 60 * 60_000;

/** The wait after the `failures`-th failed send (1-based). */
export const backoffMs = (failures: number, policy: RetryPolicy) =>
  Math.min(policy.maxMs, policy.firstMs * 2 ** Math.max(0, Math.min(failures - 1, 30)));

const interval = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/** Writes the mail into the outbox (inside `tx` when given); returns the row's id. */
export async function enqueueMail<T extends MailTemplate>(db: Db | Tx, message: MailMessage<T>): Promise<number> {
  const rendered = renderMail(message.template, message.data);
  const [row] = await db
    .insert(mailOutbox)
    .values({
      recipient: message.to,
      template: message.template,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      headers: message.headers ?? {},
    })
    .returning({ id: mailOutbox.id });
  return row.id;
}

const BATCH = 10;

/** The link of a stored mail (for the log line of the file transport): the first address in its text. */
const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)?.[0];

export interface DrainResult {
  sent: number;
  failed: number;
  gaveUp: number;
}

/** Sends every due row (or only row `onlyId`) once, claiming them in batches; returns what happened. */
export async function drainOutbox(
  db: Db,
  transport: MailTransport,
  log: Logger,
  policy: RetryPolicy = DEFAULT_RETRY,
  onlyId?: number,
): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, failed: 0, gaveUp: 0 };
  const due = and(
    eq(mailOutbox.status, 'pending'),
    lte(mailOutbox.nextAttemptAt, sql`now()`),
    onlyId === undefined ? undefined : eq(mailOutbox.id, onlyId),
  );
  for (;;) {
    const claimed = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + ${interval(policy.leaseMs)}` })
      .where(
        and(
          due,
          // ARRAY(…) runs the subquery once (an init plan): as `IN (…)` PostgreSQL may run it again
          // during the update, and the rows this statement already changed then no longer match, so
          // each run would claim another batch
          sql`${mailOutbox.id} = ANY(ARRAY(${db
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(due)
            .orderBy(asc(mailOutbox.nextAttemptAt))
            .limit(BATCH)
            .for('update', { skipLocked: true })}))`,
        ),
      )
      .returning();
    for (const row of claimed) {
      try {
        await transport.send({
          to: row.recipient,
          subject: row.subject,
          html: row.html,
          text: row.text,
          link: linkIn(row.text),
          headers: row.headers,
        });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
          .where(eq(mailOutbox.id, row.id));
        result.sent++;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const giveUp = Date.now() - row.createdAt.getTime() + backoffMs(row.attempts, policy) > policy.giveUpMs;
        await db
          .update(mailOutbox)
          .set(
            giveUp
              ? { status: 'failed', lastError: reason }
              : { nextAttemptAt: sql`now() + ${interval(backoffMs(row.attempts, policy))}`, lastError: reason },
          )
          .where(eq(mailOutbox.id, row.id));
        if (giveUp) {
          result.gaveUp++;
          log.error({ err: error, mailId: row.id, template: row.template, attempts: row.attempts }, 'mail given up');
        } else {
          result.failed++;
          log.warn({ err: error, mailId: row.id, attempts: row.attempts }, 'mail not sent, will retry');
        }
      }
    }
    if (claimed.length < BATCH) break;
  }
  await db
    .delete(mailOutbox)
    .where(
      and(
        or(eq(mailOutbox.status, 'sent'), eq(mailOutbox.status, 'failed')),
        lt(mailOutbox.createdAt, sql`now() - ${interval(KEEP_DONE_MS)}`),
      ),
    );
  return result;
}
