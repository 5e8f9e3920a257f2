// Routes of reports, mounted under /api (API.md "Trust and safety"): a user's report, the admin's list
// and resolve.
import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';
import { noStore, requireAdmin, requireUser } from '@server/middleware/access.js';
import { describe } from '@server/middleware/describe.js';
import { byUser, rateLimit } from '@server/middleware/rate-limit.js';
import { validate } from '@server/lib/validate.js';
import { ZIdParam } from '@shared/schemas/params.js';
import { ZAdminReportsQuery, ZCreateReport, ZResolveReport } from '@shared/schemas/trust.js';
import {
  ZAdminReportList,
  ZReportCreated,
  ZReportResolved,
  type TAdminReportList,
  type TReportCreated,
  type TReportResolved,
} from '@shared/schemas/trust.response.js';
import { TRUST_TEXTS } from '@shared/trust-texts.js';
import { createReport } from './reports.service.js';
import { findReports, resolveReport } from './reports.admin.service.js';

/** Reports a user may send per hour (a report is cheap to send and costs an admin's time). */
export const REPORT_LIMIT = { perWindow: 10, windowSeconds: 3600 };

export const reportsRoutes = new Hono<AppEnv>()
  .post(
    '/reports',
    describe({
      summary: 'Rapportera ett erbjudande, en användare eller ett meddelande',
      tags: ['Trygghet'],
      description:
        'Anledning: fraud, inappropriate, spam eller other (eller etiketterna Bedrägeri, Olämpligt innehåll, Spam, Annat). Högst 10 rapporter per användare och timme. Ett meddelande kan bara rapporteras av någon i samtalet.',
      answers: {
        200: { schema: ZReportCreated, description: 'Du hade redan en öppen rapport om detta' },
        201: { schema: ZReportCreated, description: 'Rapporten är skickad' },
      },
      errors: { 400: ['SELF'], 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('json', ZCreateReport),
    rateLimit({
      key: byUser('report'),
      limit: REPORT_LIMIT.perWindow,
      windowSeconds: REPORT_LIMIT.windowSeconds,
      message: TRUST_TEXTS.errors.reportRateLimited,
    }),
    async (c) => {
      const report = await createReport({ db: c.var.deps.db, me: c.var.user.id, input: c.req.valid('json') });
      if (report.created) c.var.deps.log.info({ reportId: report.id }, 'report created');
      return c.json(report satisfies TReportCreated, report.created ? 201 : 200);
    },
  )
  .get(
    '/admin/reports',
    describe({
      summary: 'Rapporter att granska (öppna eller hanterade), nyast först',
      tags: ['Admin'],
      answers: { 200: { schema: ZAdminReportList, description: 'Rapporterna' } },
    }),
    noStore,
    requireAdmin(),
    validate('query', ZAdminReportsQuery),
    async (c) => c.json<TAdminReportList>(await findReports({ deps: c.var.deps, query: c.req.valid('query') })),
  )
  .post(
    '/admin/reports/:id/resolve',
    describe({
      summary: 'Hantera en rapport: stäng den, eller ta bort det rapporterade erbjudandet',
      tags: ['Admin'],
      description: 'Den som rapporterade får ett meddelande på Mina sidor om att rapporten är hanterad.',
      answers: { 200: { schema: ZReportResolved, description: 'Hanterad' } },
      errors: { 400: ['NOT_AN_OFFER'], 404: ['NOT_FOUND'], 409: ['ALREADY_CLOSED'] },
    }),
    noStore,
    requireAdmin(),
    validate('param', ZIdParam),
    validate('json', ZResolveReport),
    async (c) => {
      const { id } = c.req.valid('param');
      const { action } = c.req.valid('json');
      const resolved = await resolveReport({ deps: c.var.deps, id, action });
      c.var.deps.log.info({ reportId: id, action, admin: c.var.user?.id ?? 'password' }, 'report resolved');
      return c.json<TReportResolved>(resolved);
    },
  );
