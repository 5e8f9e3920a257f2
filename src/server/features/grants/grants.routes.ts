// Routes of Stiftelsesök (issue 24), mounted under /api (see /work/shared/API.md, the Grants block): the
// programmes and the foundation catalogue; an applicant's routes are in applications.routes.ts.
import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';
import { validate } from '@server/lib/validate.js';
import { isAdmin } from '@server/middleware/session.js';
import { noStore, perCaller, requireUser } from '@server/middleware/access.js';
import { requireVerifiedEmail } from '@server/middleware/verified.js';
import { describe } from '@server/middleware/describe.js';
import { ZIdParam } from '@shared/schemas/params.js';
import {
  ZCreateGrantRequest,
  ZFoundationsQuery,
  ZListGrantsQuery,
  ZUpdateGrantRequest,
} from '@shared/schemas/grant.js';
import {
  ZFoundation,
  ZFoundationList,
  ZGrant,
  ZGrantItems,
  ZGrantList,
  type TFoundation,
  type TFoundationList,
  type TGrant,
  type TGrantItems,
  type TGrantList,
} from '@shared/schemas/grant.response.js';
import { stockholmDay } from './deadlines.js';
import { findGrants } from './grants.list.js';
import { createGrant, deleteGrant, findOwnGrants, getGrant, updateGrant } from './grants.service.js';
import { findFoundations, requestClaim } from './foundations.service.js';

const tags = ['Stiftelsesök'];

export const grantsRoutes = new Hono<AppEnv>()
  .get(
    '/grants',
    describe({
      summary: 'Sök och filtrera godkända utlysningar',
      tags,
      description:
        'Sorteras på närmaste sista ansökningsdag om inget annat väljs. open=true: löpande, årliga och de vars datum inte passerat.',
      answers: { 200: { schema: ZGrantList, description: 'En sida utlysningar' } },
    }),
    validate('query', ZListGrantsQuery),
    async (c) => {
      const list: TGrantList = await findGrants({
        db: c.var.deps.db,
        query: c.req.valid('query'),
        today: stockholmDay(new Date()),
      });
      c.header('Cache-Control', 'no-cache');
      return c.json<TGrantList>(list);
    },
  )
  .get(
    '/grants/:id',
    describe({
      summary: 'En utlysning',
      tags,
      description: 'En väntande utlysning syns bara för ägaren och admin.',
      answers: { 200: { schema: ZGrant, description: 'Utlysningen' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    perCaller,
    validate('param', ZIdParam),
    async (c) => {
      const grant: TGrant = await getGrant({
        db: c.var.deps.db,
        id: c.req.valid('param').id,
        userId: c.var.user?.id ?? null,
        isAdmin: () => isAdmin(c),
      });
      return c.json<TGrant>(grant);
    },
  )
  .post(
    '/grants',
    describe({
      summary: 'Publicera en utlysning (väntar på granskning)',
      tags,
      answers: { 201: { schema: ZGrant, description: 'Skapad' } },
      errors: { 403: ['FORBIDDEN'] },
    }),
    requireUser(),
    requireVerifiedEmail(),
    validate('json', ZCreateGrantRequest),
    async (c) => {
      const grant = await createGrant({ db: c.var.deps.db, user: c.var.user, input: c.req.valid('json') });
      return c.json(grant satisfies TGrant, 201);
    },
  )
  .patch(
    '/grants/:id',
    describe({
      summary: 'Ändra sin utlysning (granskas igen)',
      tags,
      answers: { 200: { schema: ZGrant, description: 'Ändrad' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    requireUser(),
    validate('param', ZIdParam),
    validate('json', ZUpdateGrantRequest),
    async (c) => {
      const grant: TGrant = await updateGrant({
        db: c.var.deps.db,
        id: c.req.valid('param').id,
        userId: c.var.user.id,
        input: c.req.valid('json'),
      });
      return c.json<TGrant>(grant);
    },
  )
  .delete(
    '/grants/:id',
    describe({
      summary: 'Ta bort sin utlysning (admin: vilken som helst)',
      tags,
      answers: { 204: 'Borttagen' },
      errors: { 404: ['NOT_FOUND'] },
    }),
    requireUser(),
    validate('param', ZIdParam),
    async (c) => {
      await deleteGrant({
        db: c.var.deps.db,
        id: c.req.valid('param').id,
        userId: c.var.user.id,
        isAdmin: () => isAdmin(c),
      });
      return c.body(null, 204);
    },
  )
  .get(
    '/me/grants',
    describe({
      summary: 'Mina utlysningar, även väntande',
      tags,
      answers: { 200: { schema: ZGrantItems, description: 'Utlysningarna' } },
    }),
    noStore,
    requireUser(),
    async (c) => c.json<TGrantItems>({ items: await findOwnGrants(c.var.deps.db, c.var.user.id) }),
  )
  .get(
    '/foundations',
    describe({
      summary: 'Stiftelseregistret: sök på namn och ändamål',
      tags,
      description: 'Importerade stiftelser ingår (claimed: false).',
      answers: { 200: { schema: ZFoundationList, description: 'Stiftelserna (högst 100)' } },
    }),
    validate('query', ZFoundationsQuery),
    async (c) => c.json<TFoundationList>({ items: await findFoundations(c.var.deps.db, c.req.valid('query')) }),
  )
  .post(
    '/foundations/:id/claim',
    describe({
      summary: 'Begär att få förvalta en importerad stiftelse (admin godkänner)',
      tags,
      answers: { 200: { schema: ZFoundation, description: 'Begäran registrerad' } },
      errors: { 403: ['FORBIDDEN'], 404: ['NOT_FOUND'], 409: ['ALREADY_CLAIMED'] },
    }),
    requireUser(),
    requireVerifiedEmail(),
    validate('param', ZIdParam),
    async (c) => {
      const f: TFoundation = await requestClaim(c.var.deps.db, c.var.user, c.req.valid('param').id);
      return c.json<TFoundation>(f);
    },
  );
