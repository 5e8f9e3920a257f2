import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';
import { ZContactMessage } from '@shared/schemas/contact.js';
import { validate } from '@server/lib/validate.js';
import { byIp, rateLimit } from '@server/middleware/rate-limit.js';
import { createContactMessage } from './contact.service.js';
import { describe } from '@server/middleware/describe.js';
import { ZCreatedId, type TCreatedId } from '@shared/schemas/common.response.js';

export const CONTACT_LIMIT = { perWindow: 5, windowSeconds: 600 };

export const contactRoutes = new Hono<AppEnv>().post(
  '/contact',
  describe({
    summary: 'Skicka ett meddelande via kontaktformuläret',
    tags: ['Kontakt'],
    answers: { 201: { schema: ZCreatedId, description: 'Mottaget' } },
  }),
  validate('json', ZContactMessage),
  rateLimit({
    key: byIp('contact'),
    limit: CONTACT_LIMIT.perWindow,
    windowSeconds: CONTACT_LIMIT.windowSeconds,
    message: 'Du har skickat många meddelanden på kort tid. Försök igen om en stund.',
  }),
  async (c) => {
    const row = await createContactMessage({ db: c.var.deps.db, input: c.req.valid('json') });
    return c.json({ id: String(row.id) } satisfies TCreatedId, 201);
  },
);
