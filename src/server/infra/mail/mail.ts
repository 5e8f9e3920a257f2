// Samverka's e-mail channel on the composition root (deps.mail): `sendMail` writes the mail into the
// outbox and enqueues a `mail.send` job for it, both in the caller's transaction when it gives one. The
// job queue's workers (infra/jobs, started with the server or by `npm run worker`) send it; a failed send
// keeps the row with its backoff and enqueues the next try for then, and a `mail.sweep` job each minute
// sends whatever is due (a mail whose job was lost, e.g. written before the queue existed).
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '@server/db/client.js';
import { mailOutbox } from '@server/db/schema.js';
import type { Env } from '@server/env.js';
import type { EnqueueOptions } from '@server/infra/jobs/jobs.js';
import type { MailTemplate } from './templates.js';
import { createMailTransport, type MailTransport } from './transport.js';
import {
  DEFAULT_RETRY,
  drainOutbox,
  enqueueMail,
  type DrainResult,
  type MailMessage,
  type RetryPolicy,
} from './outbox.js';

export type { MailMessage } from './outbox.js';
export type { MailTemplate } from './templates.js';

/** the part of the job queue the mail uses */
export interface MailQueue {
  enqueue(name: 'mail.send', payload: { id: number }, options?: EnqueueOptions): Promise<string | null>;
}

export interface Mail {
  transport: MailTransport;
  /** Puts the mail into the outbox and enqueues its send (in `tx` when given); returns the row's id. */
  sendMail<T extends MailTemplate>(message: MailMessage<T>, tx?: Tx): Promise<number>;
  /** The `mail.send` job: sends the mail if it is due; when it failed, enqueues the next try. */
  sendQueued(id: number): Promise<DrainResult>;
  /** Sends every due mail (the `mail.sweep` job; tests call it directly). */
  drain(): Promise<DrainResult>;
  /** closes the SMTP connections */
  close(): void;
}

export interface MailOptions {
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>;
  db: Db;
  log: Logger;
  /** the job queue; without one (tests of the outbox itself) a mail waits for a drain */
  jobs?: MailQueue;
  /** tests use short waits */
  retry?: RetryPolicy;
  /** tests replace the transport */
  transport?: MailTransport;
}

export function createMail(options: MailOptions): Mail {
  const { db, log, jobs } = options;
  const retry = options.retry ?? DEFAULT_RETRY;
  const transport = options.transport ?? createMailTransport(options.env, log);

  return {
    transport,
    async sendMail(message, tx) {
      const id = await enqueueMail(tx ?? db, message);
      await jobs?.enqueue('mail.send', { id }, { tx });
      return id;
    },
    async sendQueued(id) {
      const result = await drainOutbox(db, transport, log, retry, id);
      if (result.failed > 0 && jobs) {
        const [row] = await db
          .select({ status: mailOutbox.status, nextAttemptAt: mailOutbox.nextAttemptAt })
          .from(mailOutbox)
          .where(eq(mailOutbox.id, id));
        if (row?.status === 'pending') await jobs.enqueue('mail.send', { id }, { startAfter: row.nextAttemptAt });
      }
      return result;
    },
    drain: () => drainOutbox(db, transport, log, retry),
    close: () => transport.close(),
  };
}
