// Organisation verification (issue 15 §5): the admin's 'Verifieringar' tab approves or rejects the
// organisationsnummer a profile entered; the user is told either way (notification kind org_verified).
import { Hono } from 'hono';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv, Deps } from '@server/context.js';
import { profiles } from '@server/db/schema.js';
import { noStore, requireAdmin } from '@server/middleware/access.js';
import { describe } from '@server/middleware/describe.js';
import { validate } from '@server/lib/validate.js';
import { notFound } from '@server/lib/errors.js';
import { notify } from '@server/features/notifications/notify.js';
import { ZUserIdParam } from '@shared/schemas/params.js';
import {
  ZRejectVerification,
  ZVerificationList,
  type TVerification,
  type TVerificationList,
} from '@shared/schemas/account-security.js';
import { VERIFICATION_TEXTS } from '@shared/account-texts.js';

const ZState = z.object({ state: z.enum(['pending', 'approved', 'rejected']).default('pending') });

/** Moves a pending number to approved or rejected and tells the user, in one transaction; 404 if none waits. */
async function decide(deps: Deps, userId: string, reason: string | null) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set(
        reason === null
          ? { orgVerification: 'approved', orgVerifiedAt: new Date(), orgRejectionReason: null }
          : { orgVerification: 'rejected', orgVerifiedAt: null, orgRejectionReason: reason },
      )
      .where(and(eq(profiles.id, userId), eq(profiles.orgVerification, 'pending')))
      .returning({ orgNumber: profiles.orgNumber });
    if (!row) throw notFound(VERIFICATION_TEXTS.notPending);
    await notify(tx, {
      userId,
      kind: 'org_verified',
      title: reason === null ? VERIFICATION_TEXTS.approvedTitle : VERIFICATION_TEXTS.rejectedTitle,
      body:
        reason === null
          ? VERIFICATION_TEXTS.approvedBody(row.orgNumber ?? '')
          : VERIFICATION_TEXTS.rejectedBody(reason),
      link: '/settings',
      subjectKey: 'org-verification',
    });
  });
}

export const verificationRoutes = new Hono<AppEnv>()
  .get(
    '/admin/verifications',
    describe({
      summary: 'Organisationsnummer att granska (eller granskade, ?state=approved|rejected)',
      tags: ['Admin'],
      answers: { 200: { schema: ZVerificationList, description: 'De äldsta först' } },
    }),
    noStore,
    requireAdmin(),
    validate('query', ZState),
    async (c) => {
      const { state } = c.req.valid('query');
      const rows = await c.var.deps.db
        .select()
        .from(profiles)
        .where(eq(profiles.orgVerification, state))
        .orderBy(asc(profiles.updatedAt))
        .limit(200);
      return c.json<TVerificationList>({
        items: rows.map((r): TVerification => ({
          user_id: r.id,
          username: r.username,
          user_type: r.userType,
          org_number: r.orgNumber ?? '',
          state: r.orgVerification as TVerification['state'],
          updated_at: r.updatedAt.toISOString(),
        })),
      });
    },
  )
  .post(
    '/admin/verifications/:userId/approve',
    describe({
      summary: 'Godkänn ett organisationsnummer',
      tags: ['Admin'],
      answers: { 204: 'Godkänt; användaren har fått en avisering' },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireAdmin(),
    validate('param', ZUserIdParam),
    async (c) => {
      await decide(c.var.deps, c.req.valid('param').userId, null);
      return c.body(null, 204);
    },
  )
  .post(
    '/admin/verifications/:userId/reject',
    describe({
      summary: 'Avslå ett organisationsnummer med ett skäl',
      tags: ['Admin'],
      answers: { 204: 'Avslaget; användaren har fått en avisering med skälet' },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireAdmin(),
    validate('param', ZUserIdParam),
    validate('json', ZRejectVerification),
    async (c) => {
      await decide(c.var.deps, c.req.valid('param').userId, c.req.valid('json').reason);
      return c.body(null, 204);
    },
  );
