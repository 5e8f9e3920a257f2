// Routes of insights (API.md "Insights"), mounted under /api: views, an offer's statistics, the
// caller's weekly figures, and declared audiences.
import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';
import { validate } from '@server/lib/validate.js';
import { describe } from '@server/middleware/describe.js';
import { noStore, requireUser } from '@server/middleware/access.js';
import { tooManyRequests } from '@server/lib/errors.js';
import { clientIp, isAdmin } from '@server/middleware/session.js';
import { ZIdParam } from '@shared/schemas/params.js';
import { ZAudienceRequest, ZStatsQuery } from '@shared/schemas/insights.js';
import {
  ZAudience,
  ZAudienceAnswer,
  ZOfferStats,
  ZOwnOfferTotals,
  type TAudience,
  type TAudienceAnswer,
  type TOfferStats,
  type TOwnOfferTotals,
} from '@shared/schemas/insights.response.js';
import { isBot, recordOfferEvent, stockholmDay, viewerOf, viewLimitKey } from './views.service.js';
import { findOwnOfferTotals, getOfferStats } from './stats.service.js';
import { getAudience, putAudience } from './audience.service.js';

export const insightsRoutes = new Hono<AppEnv>()
  .post(
    '/offers/:id/view',
    describe({
      summary: 'Registrera en visning av ett erbjudande',
      tags: ['Statistik'],
      description:
        'En visning per besökare, erbjudande och dag. Anonyma besökare räknas med en saltad hash av adress och webbläsare som byts varje dag; adressen sparas aldrig. Robotar och ägarens egna besök räknas inte.',
      answers: { 204: 'Mottagen' },
      errors: { 429: ['RATE_LIMITED'] },
    }),
    validate('param', ZIdParam),
    async (c) => {
      const userAgent = c.req.header('user-agent') ?? '';
      if (isBot(userAgent)) return c.body(null, 204);
      const { db } = c.var.deps;
      const day = stockholmDay();
      const ip = clientIp(c);
      const viewer = await viewerOf({ db, user: c.var.user, ip, userAgent, day });
      const limitKey = await viewLimitKey(db, viewer, ip, day);
      // counted in the write itself, per signed-in user or per address (as a hash: no address is stored)
      const { id: offerId } = c.req.valid('param');
      if (!(await recordOfferEvent(db, { offerId, kind: 'view', viewer, day, limitKey }))) throw tooManyRequests();
      return c.body(null, 204);
    },
  )
  .get(
    '/offers/:id/stats',
    describe({
      summary: 'Statistik för ett erbjudande',
      tags: ['Statistik'],
      description:
        'Per dag: visningar, unika besökare, favoriter och kontakter; besökare per användartyp och län. Bara ägaren och admin. Händelsen offer_stats i /api/events när en siffra ändras.',
      answers: { 200: { schema: ZOfferStats, description: 'Statistiken' } },
      errors: { 403: ['FORBIDDEN'], 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZIdParam),
    validate('query', ZStatsQuery),
    async (c) => {
      const stats = await getOfferStats({
        db: c.var.deps.db,
        offerId: c.req.valid('param').id,
        userId: c.var.user.id,
        isAdmin: () => isAdmin(c),
        query: c.req.valid('query'),
      });
      return c.json<TOfferStats>(stats);
    },
  )
  .get(
    '/me/offers/stats',
    describe({
      summary: 'Veckans siffror för mina erbjudanden',
      tags: ['Statistik'],
      description: 'Visningar, favoriter och kontakter de senaste 7 dagarna, per erbjudande.',
      answers: { 200: { schema: ZOwnOfferTotals, description: 'Siffrorna' } },
    }),
    noStore,
    requireUser(),
    async (c) => c.json<TOwnOfferTotals>(await findOwnOfferTotals({ db: c.var.deps.db, userId: c.var.user.id })),
  )
  .get(
    '/profiles/:id/audience',
    describe({
      summary: 'En användares uppgivna målgrupp och räckvidd',
      tags: ['Profiler'],
      description: 'null när användaren inte har angett någon. Siffrorna är uppgivna av användaren.',
      answers: { 200: { schema: ZAudienceAnswer, description: 'Målgruppen' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    validate('param', ZIdParam),
    async (c) => {
      const audience = await getAudience({ db: c.var.deps.db, userId: c.req.valid('param').id });
      return c.json<TAudienceAnswer>({ audience });
    },
  )
  .put(
    '/me/audience',
    describe({
      summary: 'Ange min målgrupp och räckvidd',
      tags: ['Profiler'],
      description:
        'För influencers och föreningar. Åldersgrupper, könsfördelning och län anges i procent och varje grupp måste summera till 100.',
      answers: { 200: { schema: ZAudience, description: 'Sparad' } },
      errors: { 403: ['FORBIDDEN'] },
    }),
    noStore,
    requireUser(),
    validate('json', ZAudienceRequest),
    async (c) => {
      const audience = await putAudience({ db: c.var.deps.db, userId: c.var.user.id, input: c.req.valid('json') });
      return c.json<TAudience>(audience);
    },
  );
