// Mail in API tests: a real SMTP server for the app's outbox, and the links in what it received.
import { sql } from 'drizzle-orm';
import { mailOutbox } from '@server/db/schema.js';
import { createTestContext, type TestContext } from './harness.js';
import { startTestSmtp, type TestSmtp } from './smtp.js';

export interface MailTestContext extends TestContext {
  smtp: TestSmtp;
  /** sends what the outbox holds (as the worker would), then answers the mails received for `to` (of `subject`) */
  mailsTo(to: string, subject?: string): Promise<{ subject: string; text: string; link?: string }[]>;
  /** makes every pending mail due now, as if its backoff had passed */
  fastForwardOutbox(): Promise<void>;
}

/** the first address under the app's public URL in a mail's text part */
export const linkIn = (text: string, origin: string): string | undefined =>
  text.match(new RegExp(`${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/\\S+`))?.[0];

export async function createMailTestContext(overrides: Record<string, string> = {}): Promise<MailTestContext> {
  const smtp = await startTestSmtp();
  const ctx = await createTestContext({ SMTP_URL: smtp.url, TRUST_PROXY: 'true', ...overrides });
  const close = ctx.close;
  return Object.assign(ctx, {
    smtp,
    async mailsTo(to: string, subject?: string) {
      await ctx.deps.mail.drain();
      return smtp.received
        .filter((m) => (m.to && !Array.isArray(m.to) ? m.to.text : '').includes(to))
        .filter((m) => subject === undefined || m.subject === subject)
        .map((m) => ({ subject: m.subject ?? '', text: m.text ?? '', link: linkIn(m.text ?? '', ctx.env.PUBLIC_URL) }));
    },
    async fastForwardOutbox() {
      await ctx.deps.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
    },
    async close() {
      ctx.deps.mail.transport.close();
      await smtp.stop().catch(() => {});
      await close();
    },
  });
}
