import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';
import { noStore, requireUser } from '@server/middleware/access.js';
import { validate } from '@server/lib/validate.js';
import { ZUpdateProfile } from '@shared/schemas/moderation.js';
import { ZIdParam } from '@shared/schemas/params.js';
import { findProfileOffers, getPublicProfile, updateOwnProfile } from './profiles.service.js';
import { deleteNotice, findNotices } from './notices.service.js';
import { describe } from '@server/middleware/describe.js';
import { ZProfile, type TProfile } from '@shared/schemas/account.response.js';
import {
  ZNoticeList,
  ZPublicProfile,
  type TNoticeList,
  type TPublicProfile,
} from '@shared/schemas/profile.response.js';
import { ZOfferItems, type TOfferItems } from '@shared/schemas/offer.response.js';

// Public profiles and the owner's own profile edit and notices, mounted under /api (see /work/shared/API.md).
export const profilesRoutes = new Hono<AppEnv>()
  .get(
    '/profiles/:id',
    describe({
      summary: 'En användares offentliga profil',
      tags: ['Profiler'],
      description: 'En privatpersons profil är inte offentlig: 404 för alla utom ägaren.',
      answers: { 200: { schema: ZPublicProfile, description: 'Profilen' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    validate('param', ZIdParam),
    async (c) => {
      const viewerId = c.var.user?.id ?? null;
      const profile = await getPublicProfile({ db: c.var.deps.db, id: c.req.valid('param').id, viewerId });
      // a Privatperson's page is its owner's alone: never kept in a shared cache
      if (profile.user_type === 'individual') c.header('Cache-Control', 'private, no-store');
      return c.json<TPublicProfile>(profile);
    },
  )
  .get(
    '/profiles/:id/offers',
    describe({
      summary: 'En användares godkända erbjudanden (ägaren ser även väntande)',
      tags: ['Profiler'],
      answers: { 200: { schema: ZOfferItems, description: 'Erbjudandena' } },
    }),
    validate('param', ZIdParam),
    async (c) => {
      const caller = c.var.user;
      const offers = await findProfileOffers({ db: c.var.deps.db, userId: c.req.valid('param').id, caller });
      // the owner's answer includes pending offers: never cache it in a shared cache
      c.header('Cache-Control', caller ? 'private, no-store' : 'no-cache');
      return c.json<TOfferItems>({ items: offers });
    },
  )
  .patch(
    '/me/profile',
    describe({
      summary: 'Ändra min profil',
      tags: ['Profiler'],
      description:
        'Ett nytt organisationsnummer kontrolleras (format, kontrollsiffra, gruppsiffra som passar profiltypen) och väntar sedan på admin; märket "Verifierad organisation" försvinner tills dess.',
      answers: { 200: { schema: ZProfile, description: 'Profilen' } },
      errors: { 400: ['VALIDATION_ERROR', 'ORG_NUMBER_INVALID'] },
    }),
    noStore,
    requireUser(),
    validate('json', ZUpdateProfile),
    async (c) => {
      const profile = await updateOwnProfile({ deps: c.var.deps, user: c.var.user, input: c.req.valid('json') });
      return c.json<TProfile>(profile);
    },
  )
  .get(
    '/me/notices',
    describe({
      summary: 'Mina meddelanden om borttagna erbjudanden',
      tags: ['Profiler'],
      answers: { 200: { schema: ZNoticeList, description: 'Meddelandena' } },
    }),
    noStore,
    requireUser(),
    async (c) => {
      return c.json<TNoticeList>({ items: await findNotices({ db: c.var.deps.db, userId: c.var.user.id }) });
    },
  )
  .delete(
    '/me/notices/:id',
    describe({
      summary: 'Ta bort ett meddelande',
      tags: ['Profiler'],
      answers: { 204: 'Borttaget' },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZIdParam),
    async (c) => {
      await deleteNotice({ db: c.var.deps.db, userId: c.var.user.id, id: c.req.valid('param').id });
      return c.body(null, 204);
    },
  );
