// Admin routes of Stiftelsesök (issue 24): review of programmes, the register import and claim approvals.
import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';
import { multipartOnly } from '@server/middleware/multipart.js';
import { badRequest } from '@server/lib/errors.js';
import { validate } from '@server/lib/validate.js';
import { noStore, requireAdmin } from '@server/middleware/access.js';
import { describe } from '@server/middleware/describe.js';
import { GRANT_TEXTS } from '@shared/grant-texts.js';
import { ZIdParam } from '@shared/schemas/params.js';
import { ZAdminGrantsQuery } from '@shared/schemas/grant.js';
import {
  ZFoundation,
  ZFoundationList,
  ZGrant,
  ZGrantItems,
  ZImportResult,
  type TFoundation,
  type TFoundationList,
  type TGrant,
  type TGrantItems,
  type TImportResult,
} from '@shared/schemas/grant.response.js';
import { approveGrant, findAdminGrants } from './grants.service.js';
import { approveClaim, findClaimRequests, importFoundations } from './foundations.service.js';

const tags = ['Admin', 'Stiftelsesök'];

export const grantsAdminRoutes = new Hono<AppEnv>()
  .get(
    '/admin/grants',
    describe({
      summary: 'Utlysningar att granska (state=pending), godkända eller alla',
      tags,
      answers: { 200: { schema: ZGrantItems, description: 'Utlysningarna' } },
    }),
    noStore,
    requireAdmin(),
    validate('query', ZAdminGrantsQuery),
    async (c) => c.json<TGrantItems>({ items: await findAdminGrants(c.var.deps.db, c.req.valid('query').state) }),
  )
  .post(
    '/admin/grants/:id/approve',
    describe({
      summary: 'Godkänn och publicera en utlysning',
      tags,
      answers: { 200: { schema: ZGrant, description: 'Godkänd' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireAdmin(),
    validate('param', ZIdParam),
    async (c) => c.json<TGrant>(await approveGrant(c.var.deps, c.req.valid('param').id)),
  )
  .post(
    '/admin/grants/import',
    describe({
      summary: 'Importera stiftelser från en CSV-fil (länsstyrelsernas stiftelseregister)',
      tags,
      description:
        'multipart/form-data med fältet file. Kolumner: namn, organisationsnummer, län, ändamål, kontakt (semikolon eller komma). Ett fel på någon rad importerar ingenting.',
      answers: {
        200: { schema: ZImportResult, description: 'Importerade, eller radernas fel (då importeras inget)' },
      },
      errors: { 400: ['BAD_REQUEST'], 415: ['UNSUPPORTED_MEDIA_TYPE'] },
    }),
    noStore,
    requireAdmin(),
    multipartOnly,
    async (c) => {
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw badRequest(GRANT_TEXTS.errors.csvMissingFile);
      }
      const file = form.get('file');
      if (!file || typeof file === 'string') throw badRequest(GRANT_TEXTS.errors.csvMissingFile);
      const result: TImportResult = await importFoundations(c.var.deps.db, await file.text());
      return c.json<TImportResult>(result);
    },
  )
  .get(
    '/admin/foundations/claims',
    describe({
      summary: 'Väntande begäranden att förvalta en stiftelse',
      tags,
      answers: { 200: { schema: ZFoundationList, description: 'Stiftelserna med väntande begäran' } },
    }),
    noStore,
    requireAdmin(),
    async (c) => c.json<TFoundationList>({ items: await findClaimRequests(c.var.deps.db) }),
  )
  .post(
    '/admin/foundations/:id/claim/approve',
    describe({
      summary: 'Godkänn en begäran: kontot förvaltar stiftelsen',
      tags,
      answers: { 200: { schema: ZFoundation, description: 'Godkänd' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireAdmin(),
    validate('param', ZIdParam),
    async (c) => c.json<TFoundation>(await approveClaim(c.var.deps.db, c.req.valid('param').id)),
  );
