import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';
import { ZContactMessage } from '@shared/schemas/contact.js';
import { readJson } from '@server/lib/validate.js';
import { tooManyRequests } from '@server/lib/errors.js';
import { clientIp } from '@server/middleware/session.js';
import { createContactMessage } from './contact.service.js';

export const CONTACT_LIMIT = { perWindow: 5, windowSeconds: 600 };

export const contactRoutes = new Hono<AppEnv>().post('/contact', async (c) => {
  const input = await readJson(c, ZContactMessage);
  const allowed = await c.var.deps.limiter.hit(
    `contact:${clientIp(c)}`,
    CONTACT_LIMIT.perWindow,
    CONTACT_LIMIT.windowSeconds,
  );
  if (!allowed) throw tooManyRequests('Du har skickat många meddelanden på kort tid. Försök igen om en stund.');
  const row = await createContactMessage({ db: c.var.deps.db, input });
  return c.json({ id: String(row.id) }, 201);
});
