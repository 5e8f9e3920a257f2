// The admin's review of edits to approved offers (issue 16 §3): list, publish, reject with a reason.
import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';
import { noStore, requireAdmin } from '@server/middleware/access.js';
import { describe } from '@server/middleware/describe.js';
import { validate } from '@server/lib/validate.js';
import { findOfferEdits } from '@server/features/offers/offer-revisions.service.js';
import { approveEdit, findOffersByIds, rejectEdit } from '@server/features/offers/offers.service.js';
import { ZRejectOffer } from '@shared/schemas/moderation.js';
import {
  ZAdminOfferEditList,
  ZOfferEditDecided,
  type TAdminOfferEditList,
  type TOfferEditDecided,
} from '@shared/schemas/moderation.response.js';
import { ZIdParam } from '@shared/schemas/params.js';

const decided = (summary: string, description: string) =>
  describe({
    summary,
    tags: ['Admin'],
    answers: { 200: { schema: ZOfferEditDecided, description } },
    errors: { 404: ['NOT_FOUND'] },
  });

export const offerEditRoutes = new Hono<AppEnv>()
  .get(
    '/admin/offer-edits',
    describe({
      summary: 'Ändringar av godkända erbjudanden som väntar på granskning, med det publicerade bredvid',
      tags: ['Admin'],
      answers: { 200: { schema: ZAdminOfferEditList, description: 'Ändringarna, nyast först' } },
    }),
    noStore,
    requireAdmin(),
    async (c) => {
      const { db } = c.var.deps;
      const items = await findOfferEdits({ deps: c.var.deps, load: (ids) => findOffersByIds(db, ids) });
      return c.json<TAdminOfferEditList>({ items });
    },
  )
  .post(
    '/admin/offer-edits/:id/approve',
    decided('Publicera en väntande ändring av ett erbjudande', 'Publicerad'),
    noStore,
    requireAdmin(),
    validate('param', ZIdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      await approveEdit({ deps: c.var.deps, offerId: id });
      c.var.deps.log.info({ offerId: id, admin: c.var.user?.id ?? 'password' }, 'offer edit approved');
      return c.json<TOfferEditDecided>({ offer_id: id, decision: 'approved' });
    },
  )
  .post(
    '/admin/offer-edits/:id/reject',
    decided('Avvisa en väntande ändring, med ett skäl till ägaren om det ges', 'Avvisad; det publicerade står kvar'),
    noStore,
    requireAdmin(),
    validate('param', ZIdParam),
    validate('json', ZRejectOffer, { optionalBody: true }),
    async (c) => {
      const { id } = c.req.valid('param');
      await rejectEdit({ deps: c.var.deps, offerId: id, reason: c.req.valid('json').reason });
      c.var.deps.log.info({ offerId: id, admin: c.var.user?.id ?? 'password' }, 'offer edit rejected');
      return c.json<TOfferEditDecided>({ offer_id: id, decision: 'rejected' });
    },
  );
