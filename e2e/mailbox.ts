// The e2e server has no SMTP_URL: it writes each mail as an .eml file under DATA_DIR/outbox. These
// helpers read them back like a mail program would, to follow the links in them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { inject } from 'vitest';

export const VERIFY_SUBJECT = 'Bekräfta din e-postadress hos Samverka';
export const RESET_SUBJECT = 'Välj ett nytt lösenord till Samverka';

const outbox = () => path.join(inject('dataDir'), 'outbox');

/** Every mail to `to` in the outbox, parsed, oldest first. */
async function mailsFor(to: string): Promise<ParsedMail[]> {
  let files: string[];
  try {
    files = readdirSync(outbox()).filter((f) => f.endsWith('.eml'));
  } catch {
    return []; // no mail written yet
  }
  const found: ParsedMail[] = [];
  for (const file of files) {
    const raw = readFileSync(path.join(outbox(), file));
    if (!raw.includes(to)) continue;
    const mail = await simpleParser(raw);
    const recipient = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
    if (recipient.includes(to)) found.push(mail);
  }
  return found.sort((a, b) => (a.date?.getTime() ?? 0) - (b.date?.getTime() ?? 0));
}

/** The text part of every mail to `to` whose subject is `subject`, oldest first. */
export async function mailsTo(to: string, subject: string): Promise<string[]> {
  return (await mailsFor(to)).filter((m) => m.subject === subject).map((m) => m.text ?? '');
}

/** Waits for a mail to `to` with `subject` and answers the link under `pathPrefix` in its newest copy. */
export async function waitForMailLink(to: string, subject: string, pathPrefix: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const texts = await mailsTo(to, subject);
    const link = texts.at(-1)?.match(new RegExp(`https?://\\S+${pathPrefix.replace(/[/?]/g, '\\$&')}\\S*`))?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no mail '${subject}' to ${to} with a link to ${pathPrefix}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The header `name` of every mail to `to` whose subject is `subject`, oldest first (e.g. List-Unsubscribe). */
export async function mailHeaders(to: string, subject: string, name: string): Promise<string[]> {
  return (await mailsFor(to))
    .filter((m) => m.subject === subject)
    .flatMap((m) => m.headerLines.filter((h) => h.key === name.toLowerCase()))
    .map((h) => h.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, ' '));
}
