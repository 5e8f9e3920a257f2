import { Hono, type TypedResponse } from 'hono';
import type { AppEnv } from '@server/context.js';
import { AppError, tooManyRequests } from '@server/lib/errors.js';
import { readJson, readQuery } from '@server/lib/validate.js';
import { clientIp, isAdmin, requireUser } from '@server/middleware/session.js';
import { isPremiumUser } from '@server/features/billing/billing.service.js';
import { OFFER_TEXTS } from '@shared/offer-texts.js';
import {
  ZCreateOfferRequest,
  ZListOffersQuery,
  ZUpdateOfferRequest,
  type TOffer,
  type TOfferList,
  type TTagCount,
} from '@shared/schemas/offer.js';
import { z } from 'zod';
import {
  addFavorite,
  createOffer,
  deleteOffer,
  findFavorites,
  findOwnOffers,
  getOffer,
  loadSampleOffers,
  removeFavorite,
  updateOffer,
} from './offers.service.js';
import { findOfferTags, findOffers } from './offers.list.js';

const ZTagsQuery = z.object({ type: ZListOffersQuery.shape.type });

/** Sample loads per IP and minute: the call is public and takes a table-wide lock. */
const SAMPLE_LOAD_LIMIT = { hits: 10, windowSeconds: 60 };

// Routes of the offers feature, mounted under /api (see ../../../../../shared/API.md).
export const offersRoutes = new Hono<AppEnv>()
  .get('/offers', async (c) => {
    const query = readQuery(c, ZListOffersQuery);
    // a search is ranked by relevance unless the caller chose an order explicitly
    const relevance = c.req.query('sort') === undefined;
    const deps = c.var.deps;
    if (query.location || query.budget_min !== undefined || query.budget_max !== undefined) {
      const user = c.var.user;
      if (!user || !(await isPremiumUser({ db: deps.db, userId: user.id }))) {
        throw new AppError('PREMIUM_REQUIRED', 403, OFFER_TEXTS.errors.premiumFilter);
      }
      return c.json(await findOffers({ db: deps.db, query, relevance }));
    }
    const { body, hit } = await deps.offerListCache.remember(`list:${relevance}:${JSON.stringify(query)}`, async () => {
      const list: TOfferList = await findOffers({ db: deps.db, query, relevance });
      return JSON.stringify(list);
    });
    c.header('X-Cache', hit ? 'hit' : 'miss');
    c.header('Content-Type', 'application/json; charset=UTF-8');
    return c.body(body) as unknown as TypedResponse<TOfferList, 200, 'json'>;
  })
  .get('/offers/tags', async (c) => {
    const { type } = readQuery(c, ZTagsQuery);
    const deps = c.var.deps;
    const { body, hit } = await deps.offerListCache.remember(`tags:${type}`, async () => {
      const items: TTagCount[] = await findOfferTags({ db: deps.db, type });
      return JSON.stringify({ items });
    });
    c.header('X-Cache', hit ? 'hit' : 'miss');
    c.header('Content-Type', 'application/json; charset=UTF-8');
    return c.body(body) as unknown as TypedResponse<{ items: TTagCount[] }, 200, 'json'>;
  })
  .post('/offers/samples', async (c) => {
    if (
      !(await c.var.deps.limiter.hit(
        `offers:samples:${clientIp(c)}`,
        SAMPLE_LOAD_LIMIT.hits,
        SAMPLE_LOAD_LIMIT.windowSeconds,
      ))
    ) {
      throw tooManyRequests();
    }
    const result = await loadSampleOffers({ db: c.var.deps.db });
    return c.json(result, result.inserted > 0 ? 201 : 200);
  })
  .get('/offers/:id', async (c) => {
    const offer: TOffer = await getOffer({
      db: c.var.deps.db,
      id: c.req.param('id'),
      userId: c.var.user?.id ?? null,
      isAdmin: () => isAdmin(c),
    });
    return c.json(offer);
  })
  .post('/offers', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, ZCreateOfferRequest);
    const admin = input.featured === true ? await isAdmin(c) : false;
    const offer: TOffer = await createOffer({ deps: c.var.deps, userId: user.id, isAdmin: admin, input });
    return c.json(offer, 201);
  })
  .patch('/offers/:id', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, ZUpdateOfferRequest);
    const offer: TOffer = await updateOffer({ deps: c.var.deps, id: c.req.param('id'), userId: user.id, input });
    return c.json(offer);
  })
  .delete('/offers/:id', async (c) => {
    const user = requireUser(c);
    await deleteOffer({ deps: c.var.deps, id: c.req.param('id'), userId: user.id, isAdmin: () => isAdmin(c) });
    return c.body(null, 204);
  })
  .get('/me/offers', async (c) => {
    const user = requireUser(c);
    const items: TOffer[] = await findOwnOffers({ db: c.var.deps.db, userId: user.id });
    return c.json({ items });
  })
  .get('/me/favorites', async (c) => {
    const user = requireUser(c);
    const items: TOffer[] = await findFavorites({ db: c.var.deps.db, userId: user.id });
    return c.json({ items });
  })
  .put('/me/favorites/:offerId', async (c) => {
    const user = requireUser(c);
    await addFavorite({
      db: c.var.deps.db,
      userId: user.id,
      offerId: c.req.param('offerId'),
      isAdmin: () => isAdmin(c),
    });
    return c.body(null, 204);
  })
  .delete('/me/favorites/:offerId', async (c) => {
    const user = requireUser(c);
    await removeFavorite({ db: c.var.deps.db, userId: user.id, offerId: c.req.param('offerId') });
    return c.body(null, 204);
  });
