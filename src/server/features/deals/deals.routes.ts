// Routes of deals, mounted under /api (API.md "Deals"): list, draft, edit, sign, decline, PDF,
// milestones (with their .ics) and reviews. Every route answers 404 to anyone who is not a party.
// Over 300 lines for a reason: each route's OpenAPI description sits beside it, as in the other features.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@server/context.js';
import { noStore, requireAdmin, requireUser } from '@server/middleware/access.js';
import { describe } from '@server/middleware/describe.js';
import { byUser, rateLimit } from '@server/middleware/rate-limit.js';
import { clientIp } from '@server/middleware/session.js';
import { validate } from '@server/lib/validate.js';
import { ZIdParam } from '@shared/schemas/params.js';
import {
  ZCompleteMilestone,
  ZConfirmMilestone,
  ZCreateDeal,
  ZCreateReview,
  ZDeclineDeal,
  ZMilestoneParam,
  ZSignDeal,
  ZUpdateDeal,
} from '@shared/schemas/deal.js';
import { ZDeal, ZDealList, type TDeal, type TDealList } from '@shared/schemas/deal.response.js';
import { DEAL_TEXTS } from '@shared/deal-texts.js';
import { createDeal, declineDeal, findDeals, getDeal, updateDeal } from './deals.service.js';
import { signDeal } from './deals.signing.js';
import { completeMilestone, confirmMilestone } from './milestones.service.js';
import { reviewDeal } from './reviews.service.js';
import { milestoneIcs } from './calendar.js';
import { dealPdf } from './pdf.js';
import { loadDeal } from './deals.store.js';
import { dealView } from './deals.view.js';
import { getReportedDeal } from './deals.admin.js';
import { proofImageRoutes } from './proof-image.routes.js';

const E = DEAL_TEXTS.errors;
const TAGS = ['Avtal'];
const NOT_PARTY = { 404: ['NOT_FOUND'] };
/** proposals a user may start per day (each one notifies the counterparty) */
export const DEAL_CREATE_LIMIT = { perWindow: 30, windowSeconds: 24 * 3600 };
/** signing attempts per user and quarter hour (each checks the password) */
export const DEAL_SIGN_LIMIT = { perWindow: 10, windowSeconds: 900 };

export const dealsRoutes = new Hono<AppEnv>()
  .get(
    '/deals',
    describe({
      summary: 'Mina avtal, senast ändrade först',
      tags: TAGS,
      answers: { 200: { schema: ZDealList, description: 'Avtalen där du är part' } },
    }),
    noStore,
    requireUser(),
    async (c) => c.json<TDealList>(await findDeals({ db: c.var.deps.db, me: c.var.user.id })),
  )
  .post(
    '/deals',
    describe({
      summary: 'Föreslå ett avtal utifrån en mall',
      tags: TAGS,
      description:
        'Mallen ska passa paret: sponsorship (företag och förening), influencer (företag och influencer), grant (stiftelse och förening eller influencer) eller blank. Motparten får en notis.',
      answers: { 201: { schema: z.object({ id: z.string() }), description: 'Utkastet (version 1) är skapat' } },
      errors: { 400: ['SELF', 'TEMPLATE_MISMATCH', 'OFFER_NOT_PARTY'], 403: ['BLOCKED'], 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('json', ZCreateDeal),
    rateLimit({
      key: byUser('deal-create'),
      limit: DEAL_CREATE_LIMIT.perWindow,
      windowSeconds: DEAL_CREATE_LIMIT.windowSeconds,
      message: E.createRateLimited,
    }),
    async (c) => c.json(await createDeal({ db: c.var.deps.db, me: c.var.user.id, input: c.req.valid('json') }), 201),
  )
  .get(
    '/deals/:id',
    describe({
      summary: 'Ett avtal: versioner med SHA-256, underskrifter, delmål och händelselogg',
      tags: TAGS,
      description: 'Att öppna avtalet räknas som att ha sett dess senaste version (last_seen_version anger den förra).',
      answers: { 200: { schema: ZDeal, description: 'Avtalet' } },
      errors: NOT_PARTY,
    }),
    noStore,
    requireUser(),
    validate('param', ZIdParam),
    async (c) => c.json<TDeal>(await getDeal({ db: c.var.deps.db, me: c.var.user.id, id: c.req.valid('param').id })),
  )
  .get(
    '/admin/deals/:id',
    describe({
      summary: 'Ett rapporterat avtal, för administratören (bara läsning)',
      tags: ['Admin'],
      description: 'Administratören ser inga avtal förutom de som en part har rapporterat.',
      answers: { 200: { schema: ZDeal, description: 'Avtalet' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireAdmin(),
    validate('param', ZIdParam),
    async (c) => c.json<TDeal>(await getReportedDeal({ db: c.var.deps.db, id: c.req.valid('param').id })),
  )
  .patch(
    '/deals/:id',
    describe({
      summary: 'Ändra villkoren (delmål inräknade): en ny version som upphäver underskrifter',
      tags: TAGS,
      answers: { 200: { schema: ZDeal, description: 'Den nya versionen' } },
      errors: { ...NOT_PARTY, 409: ['DEAL_SIGNED', 'DEAL_CLOSED', 'STALE_VERSION'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZIdParam),
    validate('json', ZUpdateDeal),
    async (c) =>
      c.json<TDeal>(
        await updateDeal({
          db: c.var.deps.db,
          me: c.var.user.id,
          id: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
      ),
  )
  .post(
    '/deals/:id/sign',
    describe({
      summary: 'Underteckna exakt versionen med den SHA-256 (enkel elektronisk underskrift)',
      tags: TAGS,
      description:
        'Bekräftas med lösenordet (eller tvåfaktorskoden när tvåfaktor är på) och det inskrivna namnet. Tid, IP-adress och webbläsare sparas med underskriften.',
      answers: { 200: { schema: ZDeal, description: 'Undertecknat' } },
      errors: {
        400: ['PASSWORD_REQUIRED'],
        403: ['WRONG_PASSWORD', 'WRONG_CODE'],
        ...NOT_PARTY,
        409: ['NOT_LATEST_VERSION', 'ALREADY_SIGNED', 'DEAL_SIGNED'],
      },
    }),
    noStore,
    requireUser(),
    validate('param', ZIdParam),
    validate('json', ZSignDeal),
    rateLimit({
      key: byUser('deal-sign'),
      limit: DEAL_SIGN_LIMIT.perWindow,
      windowSeconds: DEAL_SIGN_LIMIT.windowSeconds,
      message: E.signRateLimited,
    }),
    async (c) =>
      c.json<TDeal>(
        await signDeal({
          deps: c.var.deps,
          me: c.var.user.id,
          id: c.req.valid('param').id,
          input: c.req.valid('json'),
          ip: clientIp(c as unknown as Parameters<typeof clientIp>[0]),
          userAgent: c.req.header('user-agent') ?? '',
          second: { enabled: c.var.user.twoFactorEnabled === true, headers: c.req.raw.headers },
        }),
      ),
  )
  .post(
    '/deals/:id/decline',
    describe({
      summary: 'Avböj ett avtal som inte är signerat, med en anledning',
      tags: TAGS,
      answers: { 200: { schema: ZDeal, description: 'Avböjt' } },
      errors: { ...NOT_PARTY, 409: ['CANNOT_DECLINE'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZIdParam),
    validate('json', ZDeclineDeal),
    async (c) =>
      c.json<TDeal>(
        await declineDeal({
          db: c.var.deps.db,
          me: c.var.user.id,
          id: c.req.valid('param').id,
          reason: c.req.valid('json').reason,
        }),
      ),
  )
  .get(
    '/deals/:id/pdf',
    describe({
      summary: 'Avtalet som PDF med granskningssida (namn, tid och SHA-256 för varje underskrift)',
      tags: TAGS,
      answers: { 200: { description: 'PDF-filen', type: 'application/pdf' } },
      errors: NOT_PARTY,
    }),
    noStore,
    requireUser(),
    validate('param', ZIdParam),
    async (c) => {
      const { db } = c.var.deps;
      const { deal, party } = await loadDeal(db, c.req.valid('param').id, c.var.user.id);
      const pdf = await dealPdf(await dealView(db, deal, party, null));
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="avtal-${deal.id}-v${deal.version}.pdf"`,
      });
    },
  )
  .post(
    '/deals/:id/milestones/:mid/complete',
    describe({
      summary: 'Markera ett delmål som klart (den ansvariga parten), med länk och / eller bild som bevis',
      description: 'image: adressen som POST /api/uploads gav; bara den som laddade upp bilden kan bifoga den.',
      tags: TAGS,
      answers: { 200: { schema: ZDeal, description: 'Markerat' } },
      errors: {
        400: ['PROOF_IMAGE_INVALID'],
        403: ['FORBIDDEN'],
        ...NOT_PARTY,
        409: ['NOT_SIGNED', 'DEAL_CLOSED', 'MILESTONE_CONFIRMED'],
      },
    }),
    noStore,
    requireUser(),
    validate('param', ZMilestoneParam),
    validate('json', ZCompleteMilestone, { optionalBody: true }),
    async (c) => {
      const { id, mid } = c.req.valid('param');
      const { proof, image } = c.req.valid('json');
      const { db, storage } = c.var.deps;
      return c.json<TDeal>(await completeMilestone({ db, storage, me: c.var.user.id, id, mid, proof, image }));
    },
  )
  .post(
    '/deals/:id/milestones/:mid/confirm',
    describe({
      summary: 'Bekräfta ett klart delmål (motparten), eller ifrågasätt det med accept: false och en kommentar',
      tags: TAGS,
      description: 'När alla delmål är bekräftade är avtalet avslutat.',
      answers: { 200: { schema: ZDeal, description: 'Bekräftat eller ifrågasatt' } },
      errors: {
        403: ['FORBIDDEN'],
        ...NOT_PARTY,
        409: ['NOT_SIGNED', 'DEAL_CLOSED', 'MILESTONE_NOT_DONE', 'MILESTONE_CONFIRMED'],
      },
    }),
    noStore,
    requireUser(),
    validate('param', ZMilestoneParam),
    validate('json', ZConfirmMilestone, { optionalBody: true }),
    async (c) => {
      const { id, mid } = c.req.valid('param');
      const { accept, comment } = c.req.valid('json');
      return c.json<TDeal>(await confirmMilestone({ db: c.var.deps.db, me: c.var.user.id, id, mid, accept, comment }));
    },
  )
  .get(
    '/deals/:id/milestones/:mid/ics',
    describe({
      summary: 'Ett delmål som kalenderhändelse (.ics), för Lägg till i kalender',
      tags: TAGS,
      answers: { 200: { description: 'iCalendar', type: 'text/calendar' } },
      errors: NOT_PARTY,
    }),
    noStore,
    requireUser(),
    validate('param', ZMilestoneParam),
    async (c) => {
      const { id, mid } = c.req.valid('param');
      const ics = await milestoneIcs({ db: c.var.deps.db, env: c.var.deps.env, me: c.var.user.id, id, mid });
      return c.body(ics, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="delmal-${mid}.ics"`,
      });
    },
  )
  .post(
    '/deals/:id/reviews',
    describe({
      summary: 'Lämna omdöme om motparten efter ett avslutat avtal (en gång, inom 30 dagar)',
      tags: TAGS,
      description: 'Samma anrop inom 14 dagar ändrar ditt omdöme; därefter är det låst.',
      answers: {
        200: { schema: ZDeal, description: 'Ditt omdöme är ändrat' },
        201: { schema: ZDeal, description: 'Omdömet är sparat' },
      },
      errors: { ...NOT_PARTY, 409: ['NOT_COMPLETED', 'REVIEW_WINDOW', 'REVIEW_LOCKED', 'PARTY_DELETED'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZIdParam),
    validate('json', ZCreateReview),
    async (c) => {
      const { created, deal } = await reviewDeal({
        db: c.var.deps.db,
        me: c.var.user.id,
        id: c.req.valid('param').id,
        input: c.req.valid('json'),
      });
      return c.json<TDeal>(deal, created ? 201 : 200);
    },
  )
  .route('/', proofImageRoutes);
