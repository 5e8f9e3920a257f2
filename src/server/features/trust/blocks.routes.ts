// Routes of blocking users, mounted under /api (API.md "Trust and safety"): the caller's block list.
import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';
import { noStore, requireUser } from '@server/middleware/access.js';
import { describe } from '@server/middleware/describe.js';
import { validate } from '@server/lib/validate.js';
import { ZUserIdParam } from '@shared/schemas/params.js';
import { ZBlockAdded, ZBlockList, type TBlockAdded, type TBlockList } from '@shared/schemas/trust.response.js';
import { blockUser, findBlocks, unblockUser } from './blocks.service.js';

export const blocksRoutes = new Hono<AppEnv>()
  .get(
    '/me/blocks',
    describe({
      summary: 'Användare jag har blockerat',
      tags: ['Trygghet'],
      answers: { 200: { schema: ZBlockList, description: 'De blockerade' } },
    }),
    noStore,
    requireUser(),
    async (c) => c.json<TBlockList>({ blocks: await findBlocks({ db: c.var.deps.db, me: c.var.user.id }) }),
  )
  .put(
    '/me/blocks/:userId',
    describe({
      summary: 'Blockera en användare',
      tags: ['Trygghet'],
      description:
        'Den blockerade kan inte skriva till dig eller hitta dig i användarsökningen; samtalet döljs i din kontaktlista.',
      answers: {
        200: { schema: ZBlockAdded, description: 'Var redan blockerad' },
        201: { schema: ZBlockAdded, description: 'Blockerad' },
      },
      errors: { 400: ['SELF'], 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZUserIdParam),
    async (c) => {
      const { userId } = c.req.valid('param');
      const { block, created } = await blockUser({ db: c.var.deps.db, me: c.var.user.id, userId });
      return c.json({ block, created } satisfies TBlockAdded, created ? 201 : 200);
    },
  )
  .delete(
    '/me/blocks/:userId',
    describe({ summary: 'Avblockera en användare', tags: ['Trygghet'], answers: { 204: 'Avblockerad' } }),
    noStore,
    requireUser(),
    validate('param', ZUserIdParam),
    async (c) => {
      await unblockUser({ db: c.var.deps.db, me: c.var.user.id, userId: c.req.valid('param').userId });
      return c.body(null, 204);
    },
  );
