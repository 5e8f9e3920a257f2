// The image proof of a milestone, served only to the deal's parties (and the admin once a party reported
// the deal); the image's storage address is never shown to anyone but its uploader.
import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';
import type { StoredObject } from '@server/adapters/storage/storage.js';
import { noStore, requireAdmin, requireUser } from '@server/middleware/access.js';
import { describe } from '@server/middleware/describe.js';
import { validate } from '@server/lib/validate.js';
import { ZMilestoneParam } from '@shared/schemas/deal.js';
import { reportedDealRow } from './deals.admin.js';
import { loadDeal } from './deals.store.js';
import { proofImageOf } from './proof-image.js';

const image = (object: StoredObject) =>
  new Response(new Uint8Array(object.body), {
    headers: {
      'Content-Type': 'image/webp',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    },
  });

const answers = { 200: { description: 'Bilden (WebP)', type: 'image/webp' } };

export const proofImageRoutes = new Hono<AppEnv>()
  .get(
    '/deals/:id/milestones/:mid/proof-image',
    describe({
      summary: 'Bilden som bevisar ett delmål (bara avtalets parter)',
      tags: ['Avtal'],
      answers,
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZMilestoneParam),
    async (c) => {
      const { id, mid } = c.req.valid('param');
      const { db, storage } = c.var.deps;
      const { deal } = await loadDeal(db, id, c.var.user.id);
      return image(await proofImageOf(db, storage, deal.id, mid));
    },
  )
  .get(
    '/admin/deals/:id/milestones/:mid/proof-image',
    describe({
      summary: 'Bilden som bevisar ett delmål i ett rapporterat avtal, för administratören',
      tags: ['Admin'],
      answers,
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireAdmin(),
    validate('param', ZMilestoneParam),
    async (c) => {
      const { id, mid } = c.req.valid('param');
      const { db, storage } = c.var.deps;
      const deal = await reportedDealRow(db, id);
      return image(await proofImageOf(db, storage, deal.id, mid));
    },
  );
