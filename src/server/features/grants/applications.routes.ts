// Routes of a grant's applicants (issue 24), mounted under /api beside grants.routes.ts: watching a
// programme, the AI draft, applying, and the foundation's inbox of applications.
import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';
import { validate } from '@server/lib/validate.js';
import { noStore, requireUser } from '@server/middleware/access.js';
import { byUser, rateLimit } from '@server/middleware/rate-limit.js';
import { requireVerifiedEmail } from '@server/middleware/verified.js';
import { describe } from '@server/middleware/describe.js';
import { ZIdParam } from '@shared/schemas/params.js';
import { ZCreateApplicationRequest, ZGrantIdParam, ZUpdateApplicationRequest } from '@shared/schemas/grant.js';
import {
  ZApplication,
  ZApplicationList,
  ZGrantDraft,
  ZGrantItems,
  type TApplication,
  type TApplicationList,
  type TGrantDraft,
  type TGrantItems,
} from '@shared/schemas/grant.response.js';
import { findWatchedGrants, unwatchGrant, watchGrant } from './watch.service.js';
import { draftApplication } from './draft.service.js';
import { getApprovedGrant } from './grants.service.js';
import {
  findGrantApplications,
  findOwnApplications,
  getApplication,
  submitApplication,
  updateApplication,
} from './applications.service.js';

/** AI drafts per user and hour: each may call the language model. */
export const DRAFT_LIMIT = { hits: 10, windowSeconds: 3600 };
/** applications per user and hour: a stranger cannot flood a foundation's inbox */
const APPLY_LIMIT = { hits: 20, windowSeconds: 3600 };
const tags = ['Stiftelsesök'];

export const grantApplicationRoutes = new Hono<AppEnv>()
  .get(
    '/me/grant-watch',
    describe({
      summary: 'Mina bevakade utlysningar',
      tags,
      answers: { 200: { schema: ZGrantItems, description: 'Närmaste sista ansökningsdag först' } },
    }),
    noStore,
    requireUser(),
    async (c) => c.json<TGrantItems>({ items: await findWatchedGrants(c.var.deps.db, c.var.user.id) }),
  )
  .put(
    '/me/grant-watch/:grantId',
    describe({
      summary: 'Bevaka en utlysning (påminnelser 14 och 3 dagar före sista ansökningsdag)',
      tags,
      answers: { 204: 'Bevakas' },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZGrantIdParam),
    async (c) => {
      await watchGrant(c.var.deps.db, c.var.user.id, c.req.valid('param').grantId);
      return c.body(null, 204);
    },
  )
  .delete(
    '/me/grant-watch/:grantId',
    describe({
      summary: 'Sluta bevaka en utlysning',
      tags,
      answers: { 204: 'Borttagen' },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZGrantIdParam),
    async (c) => {
      await unwatchGrant(c.var.deps.db, c.var.user.id, c.req.valid('param').grantId);
      return c.body(null, 204);
    },
  )
  .post(
    '/grants/:id/draft',
    describe({
      summary: 'Skriv ansökan med AI: ett utkast från din profil och utlysningen',
      tags,
      description:
        'Med konfigurerad språkmodell (AI_*) skriver den utkastet; utan modell, eller om den inte svarar i tid, ett strukturerat utkast. Högst 10 per användare och timme.',
      answers: { 200: { schema: ZGrantDraft, description: 'Utkastet' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZIdParam),
    rateLimit({ key: byUser('grants:draft'), limit: DRAFT_LIMIT.hits, windowSeconds: DRAFT_LIMIT.windowSeconds }),
    async (c) => {
      const grant = await getApprovedGrant(c.var.deps.db, c.req.valid('param').id);
      const draft: TGrantDraft = await draftApplication({ deps: c.var.deps, userId: c.var.user.id, grant });
      return c.json<TGrantDraft>(draft);
    },
  )
  .get(
    '/grants/:id/applications',
    describe({
      summary: 'Utlysningens inkorg: inkomna ansökningar',
      tags,
      answers: { 200: { schema: ZApplicationList, description: 'Ansökningarna' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZIdParam),
    async (c) =>
      c.json<TApplicationList>({
        items: await findGrantApplications(c.var.deps.db, c.var.user.id, c.req.valid('param').id),
      }),
  )
  .post(
    '/grants/:id/applications',
    describe({
      summary: 'Skicka en ansökan (förening eller influencer)',
      tags,
      answers: { 201: { schema: ZApplication, description: 'Skickad; stiftelsen meddelas' } },
      errors: { 403: ['FORBIDDEN'], 404: ['NOT_FOUND'], 409: ['ALREADY_APPLIED', 'NOT_ON_SAMVERKA', 'GRANT_CLOSED'] },
    }),
    requireUser(),
    requireVerifiedEmail(),
    validate('param', ZIdParam),
    validate('json', ZCreateApplicationRequest),
    rateLimit({ key: byUser('grants:apply'), limit: APPLY_LIMIT.hits, windowSeconds: APPLY_LIMIT.windowSeconds }),
    async (c) => {
      const application = await submitApplication({
        db: c.var.deps.db,
        user: c.var.user,
        grantId: c.req.valid('param').id,
        text: c.req.valid('json').text,
      });
      return c.json(application satisfies TApplication, 201);
    },
  )
  .get(
    '/me/applications',
    describe({
      summary: 'Mina ansökningar till stiftelser',
      tags,
      answers: { 200: { schema: ZApplicationList, description: 'Ansökningarna' } },
    }),
    noStore,
    requireUser(),
    async (c) => c.json<TApplicationList>({ items: await findOwnApplications(c.var.deps.db, c.var.user.id) }),
  )
  .get(
    '/applications/:id',
    describe({
      summary: 'En ansökan (sökanden och stiftelsen)',
      tags,
      answers: { 200: { schema: ZApplication, description: 'Ansökan' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZIdParam),
    async (c) => c.json<TApplication>(await getApplication(c.var.deps.db, c.var.user.id, c.req.valid('param').id)),
  )
  .patch(
    '/applications/:id',
    describe({
      summary: 'Ändra status: Mottagen, Beviljad (med belopp) eller Avslag (med meddelande)',
      tags,
      answers: { 200: { schema: ZApplication, description: 'Ändrad; sökanden meddelas' } },
      errors: { 403: ['FORBIDDEN'], 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZIdParam),
    validate('json', ZUpdateApplicationRequest),
    async (c) => {
      const application: TApplication = await updateApplication({
        db: c.var.deps.db,
        userId: c.var.user.id,
        id: c.req.valid('param').id,
        input: c.req.valid('json'),
      });
      return c.json<TApplication>(application);
    },
  );
