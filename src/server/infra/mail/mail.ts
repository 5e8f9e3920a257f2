// Samverka's e-mail channel on the composition root (deps.mail): `sendMail` writes the mail into the
// outbox (optionally in the caller's transaction) and wakes this process's worker; the worker, started
// with the server (server.ts) and not in API tests, sends what is due and looks again every little while.
import type { Logger } from 'pino';
import type { Db, Tx } from '@server/db/client.js';
import type { Env } from '@server/env.js';
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

/** How often a running worker looks for due mails when nothing woke it. */
export const MAIL_POLL_MS = 15_000;

export interface Mail {
  transport: MailTransport;
  /** Puts the mail into the outbox (in `tx` when given) and wakes the worker; returns the row's id. */
  sendMail<T extends MailTemplate>(message: MailMessage<T>, tx?: Tx): Promise<number>;
  /** Sends what is due now (the worker's step; tests call it directly). */
  drain(): Promise<DrainResult>;
  /** Starts the worker; the returned function stops it and waits for a send in progress. */
  start(): () => Promise<void>;
}

export interface MailOptions {
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>;
  db: Db;
  log: Logger;
  /** tests use short waits */
  retry?: RetryPolicy;
  pollMs?: number;
  /** tests replace the transport */
  transport?: MailTransport;
}

export function createMail(options: MailOptions): Mail {
  const { db, log } = options;
  const retry = options.retry ?? DEFAULT_RETRY;
  const pollMs = options.pollMs ?? MAIL_POLL_MS;
  const transport = options.transport ?? createMailTransport(options.env, log);
  let wake: (() => void) | undefined;

  const drain = () => drainOutbox(db, transport, log, retry);

  return {
    transport,
    async sendMail(message, tx) {
      const id = await enqueueMail(tx ?? db, message);
      // inside a transaction the row is not visible until the caller commits: the worker then finds
      // it at its next look; otherwise it goes out right away
      if (!tx) wake?.();
      return id;
    },
    drain,
    start() {
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      let again = false;
      let running: Promise<void> | undefined;
      const run = () => {
        if (stopped) return;
        if (running) {
          again = true;
          return;
        }
        clearTimeout(timer);
        running = drain()
          .then(
            () => undefined,
            (error: unknown) => log.warn({ err: error }, 'mail outbox could not be read'),
          )
          .finally(() => {
            running = undefined;
            if (stopped) return;
            if (again) {
              again = false;
              run();
            } else timer = setTimeout(run, pollMs).unref();
          });
      };
      wake = run;
      run();
      return async () => {
        stopped = true;
        wake = undefined;
        clearTimeout(timer);
        await running;
        transport.close();
      };
    },
  };
}
