// Where a rendered mail goes: an SMTP server (nodemailer) when SMTP_URL is set, else a file. The
// embedded run (`npm start` without SMTP_URL) writes each message as an .eml file under
// DATA_DIR/outbox/ and logs one line with the recipient (masked), the subject and the link, so a
// person trying Samverka locally can follow a reset or verification link without a mail server.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Env } from '@server/env.js';
import type { RenderedMail } from './templates.js';

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** extra headers (List-Unsubscribe, List-Unsubscribe-Post) */
  headers?: Record<string, string>;
}

export interface MailTransport {
  kind: 'smtp' | 'file';
  /** resolves once the message is accepted (by the SMTP server, or written); throws otherwise */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** 'anna.svensson@exempel.se' → 'a…@exempel.se': enough to tell test accounts apart, not a person's address. */
export const maskAddress = (address: string) => {
  const at = address.lastIndexOf('@');
  return at > 0 ? `${address[0]}…${address.slice(at)}` : '…';
};

export const outboxDir = (env: Pick<Env, 'DATA_DIR'>) => path.join(env.DATA_DIR, 'outbox');

const message = (from: string, mail: OutgoingMail) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  headers: { ...mail.headers, 'Content-Language': 'sv' },
});

export function createMailTransport(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>, log: Logger): MailTransport {
  if (env.SMTP_URL) {
    // one connection per message: mails are few, and a broken connection cannot outlive a send
    const smtp = nodemailer.createTransport({
      url: env.SMTP_URL,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
    });
    return {
      kind: 'smtp',
      async send(mail) {
        await smtp.sendMail(message(env.MAIL_FROM, mail));
      },
      close: () => smtp.close(),
    };
  }
  const dir = outboxDir(env);
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(mail) {
      const info = await stream.sendMail(message(env.MAIL_FROM, mail));
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      const file = path.join(dir, name);
      await writeFile(file, info.message as Buffer);
      log.info(
        { to: maskAddress(mail.to), subject: mail.subject, link: redactToken(mail.link), file },
        'mail written to the outbox',
      );
    },
    close: () => stream.close(),
  };
}

/**
 * A mailed link as the log shows it: its token cut to its first characters (a token opens an account, and a
 * verification token carries the address). The whole link is in the .eml file.
 */
export function redactToken(link: string | undefined): string | undefined {
  if (!link) return link;
  return link.replace(/([?&]token=)([^&#]+)/g, (_m, key: string, value: string) => `${key}${value.slice(0, 6)}…`);
}
