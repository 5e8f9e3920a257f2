// GET+POST /api/unsubscribe?token=: the one-click unsubscribe of notification mails (RFC 8058), without a
// session. The POST is what mail programs send (form-encoded, no cookie, no Origin): the signed token is
// its only proof, so it is exempt from the Origin check (middleware/security.ts) and reads no JSON. The GET
// (the footer link, opened in a browser) only shows a Swedish page with a button that POSTs: a link
// scanner that fetches every address of a mail must not unsubscribe anyone (RFC 8058 §3.2).
import { Hono, type Context } from 'hono';
import type { AppEnv } from '@server/context.js';
import { describe } from '@server/middleware/describe.js';
import { byIp, rateLimit } from '@server/middleware/rate-limit.js';
import { validate } from '@server/lib/validate.js';
import { escapeHtml } from '@server/infra/mail/templates.js';
import { readUnsubscribeToken, unsubscribe } from './unsubscribe.js';
import { ZUnsubscribeQuery } from '@shared/schemas/notifications.js';
import { ZUnsubscribed, type TUnsubscribed } from '@shared/schemas/notifications.response.js';
import { NOTIFICATION_KINDS } from '@shared/notifications.js';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts.js';

const T = NOTIFICATION_TEXTS.unsubscribePage;

const page = (title: string, body: string) => `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)} – Samverka</title>
<style>body{font-family:system-ui,Arial,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#18181b}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#1d4ed8;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}a{color:#1d4ed8}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/settings">${escapeHtml(T.settings)}</a></p></main></body></html>`;

const wantsHtml = (c: Context<AppEnv>) => (c.req.header('accept') ?? '').includes('text/html');
const limit = rateLimit({ key: byIp('unsubscribe'), limit: 30, windowSeconds: 60 });

export const unsubscribeRoutes = new Hono<AppEnv>()
  .get(
    '/unsubscribe',
    describe({
      summary: 'Sidan bakom avregistreringslänken: en knapp som avslutar prenumerationen',
      tags: ['Notiser'],
      answers: { 200: { description: 'En svensk sida med en knapp (POST)', type: 'text/html' } },
      errors: { 400: ['INVALID_TOKEN'] },
    }),
    // a malformed address is refused before it counts against the limit
    validate('query', ZUnsubscribeQuery),
    limit,
    async (c) => {
      const { token } = c.req.valid('query');
      const read = readUnsubscribeToken(c.var.deps.env.AUTH_SECRET, token);
      if (!read) return c.html(page(T.invalidTitle, `<p>${escapeHtml(NOTIFICATION_TEXTS.errors.token)}</p>`), 400);
      const name = read.kind === 'digest' ? NOTIFICATION_TEXTS.digestName : NOTIFICATION_KINDS[read.kind];
      return c.html(
        page(
          T.title,
          `<p>${escapeHtml(T.question(name))}</p>
<form method="post" action="/api/unsubscribe?token=${encodeURIComponent(token)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(T.button)}</button></form>`,
        ),
      );
    },
  )
  .post(
    '/unsubscribe',
    describe({
      summary: 'Avsluta e-post av en sorts notis (RFC 8058, utan inloggning)',
      tags: ['Notiser'],
      description: 'Token i adressen är det enda beviset; kroppen (List-Unsubscribe=One-Click) läses inte.',
      answers: { 200: { schema: ZUnsubscribed, description: 'Avslutad (JSON, eller en sida för en webbläsare)' } },
      errors: { 400: ['INVALID_TOKEN'] },
    }),
    // a malformed address is refused before it counts against the limit
    validate('query', ZUnsubscribeQuery),
    limit,
    async (c) => {
      const { env, db } = c.var.deps;
      const done = await unsubscribe({ db, secret: env.AUTH_SECRET, token: c.req.valid('query').token });
      if (wantsHtml(c)) return c.html(page(T.doneTitle, `<p>${escapeHtml(done.message)}</p>`));
      return c.json<TUnsubscribed>(done);
    },
  );
