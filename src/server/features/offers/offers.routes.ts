import { Hono, type TypedResponse } from 'hono';
import type { AppEnv } from '@server/context.js';
import { AppError } from '@server/lib/errors.js';
import { validate } from '@server/lib/validate.js';
import { isAdmin } from '@server/middleware/session.js';
import { noStore, perCaller, requireUser } from '@server/middleware/access.js';
import { byIp, rateLimit } from '@server/middleware/rate-limit.js';
import { isPremiumUser } from '@server/features/billing/billing.service.js';
import { OFFER_TEXTS } from '@shared/offer-texts.js';
import { ZCreateOfferRequest, ZListOffersQuery, ZTagsQuery, ZUpdateOfferRequest } from '@shared/schemas/offer.js';
import { ZIdParam, ZOfferIdParam } from '@shared/schemas/params.js';
import { createOffer, deleteOffer, findOwnOffers, getOffer, loadSampleOffers, updateOffer } from './offers.service.js';
import { addFavorite, findFavorites, removeFavorite } from './favorites.service.js';
import { findOfferTags, findOffers } from './offers.list.js';
import { requireVerifiedEmail } from '@server/middleware/verified.js';
import { forCaller } from './offers.mapper.js';
import { describe } from '@server/middleware/describe.js';
import {
  ZOffer,
  ZOfferItems,
  ZOfferList,
  ZSampleLoad,
  ZTagList,
  type TOffer,
  type TOfferItems,
  type TOfferList,
  type TSampleLoad,
  type TTagList,
} from '@shared/schemas/offer.response.js';

/** Sample loads per IP and minute: the call is public and takes a table-wide lock. */
const SAMPLE_LOAD_LIMIT = { hits: 10, windowSeconds: 60 };

// Routes of the offers feature, mounted under /api (see ../../../../../shared/API.md).
export const offersRoutes = new Hono<AppEnv>()
  .get(
    '/offers',
    describe({
      summary: 'Lista och sök godkända erbjudanden av en typ',
      tags: ['Erbjudanden'],
      description:
        'location (fritext, oavsett skiftläge och accenter), min_reach och region (ägarens uppgivna målgrupp: minsta räckvidd och län) är öppna för alla; places (flera platser samtidigt, kommaseparerade), budget_min och budget_max kräver Premium. Telefon och e-post bara för inloggade.',
      answers: { 200: { schema: ZOfferList, description: 'En sida erbjudanden' } },
      errors: { 403: ['PREMIUM_REQUIRED'] },
    }),
    validate('query', ZListOffersQuery),
    async (c) => {
      const query = c.req.valid('query');
      // a search is ranked by relevance unless the caller chose an order explicitly
      const relevance = c.req.query('sort') === undefined;
      const deps = c.var.deps;
      const signedIn = c.var.user !== null;
      if (query.budget_min !== undefined || query.budget_max !== undefined || query.places?.length) {
        const user = c.var.user;
        if (!user || !(await isPremiumUser({ db: deps.db, userId: user.id }))) {
          throw new AppError('PREMIUM_REQUIRED', 403, OFFER_TEXTS.errors.premiumFilter);
        }
        return c.json<TOfferList>(await findOffers({ db: deps.db, query, relevance, signedIn }));
      }
      // the declared-audience filters depend on more than offers, which the cache's version follows: never cached
      if (query.min_reach !== undefined || query.region)
        return c.json<TOfferList>(await findOffers({ db: deps.db, query, relevance, signedIn }));
      // a signed-in caller's list carries contact details: kept apart from the anonymous one
      const { body, hit } = await deps.offerListCache.remember(
        `list:${relevance}:${signedIn ? 'member' : 'anon'}:${JSON.stringify(query)}`,
        async () => {
          const list: TOfferList = await findOffers({ db: deps.db, query, relevance, signedIn });
          return JSON.stringify(list);
        },
      );
      c.header('Vary', 'Cookie');
      c.header('X-Cache', hit ? 'hit' : 'miss');
      c.header('Content-Type', 'application/json; charset=UTF-8');
      return c.body(body) as unknown as TypedResponse<TOfferList, 200, 'json'>;
    },
  )
  .get(
    '/offers/tags',
    describe({
      summary: 'Taggar och antal för en typ',
      tags: ['Erbjudanden'],
      answers: { 200: { schema: ZTagList, description: 'Taggarna' } },
    }),
    validate('query', ZTagsQuery),
    async (c) => {
      const { type } = c.req.valid('query');
      const deps = c.var.deps;
      const { body, hit } = await deps.offerListCache.remember(`tags:${type}`, async () => {
        const list: TTagList = { items: await findOfferTags({ db: deps.db, type }) };
        return JSON.stringify(list);
      });
      c.header('X-Cache', hit ? 'hit' : 'miss');
      c.header('Content-Type', 'application/json; charset=UTF-8');
      return c.body(body) as unknown as TypedResponse<TTagList, 200, 'json'>;
    },
  )
  .post(
    '/offers/samples',
    describe({
      summary: 'Lägg in exempelerbjudanden (om de saknas)',
      tags: ['Erbjudanden'],
      answers: {
        200: { schema: ZSampleLoad, description: 'Fanns redan' },
        201: { schema: ZSampleLoad, description: 'Inlagda' },
      },
    }),
    rateLimit({
      key: byIp('offers:samples'),
      limit: SAMPLE_LOAD_LIMIT.hits,
      windowSeconds: SAMPLE_LOAD_LIMIT.windowSeconds,
    }),
    async (c) => {
      const result = await loadSampleOffers({ db: c.var.deps.db });
      return c.json(result satisfies TSampleLoad, result.inserted > 0 ? 201 : 200);
    },
  )
  .get(
    '/offers/:id',
    describe({
      summary: 'Ett erbjudande',
      tags: ['Erbjudanden'],
      description: 'Ett väntande erbjudande syns bara för ägaren och admin. Telefon och e-post bara för inloggade.',
      answers: { 200: { schema: ZOffer, description: 'Erbjudandet' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    perCaller,
    validate('param', ZIdParam),
    async (c) => {
      const offer: TOffer = await getOffer({
        db: c.var.deps.db,
        id: c.req.valid('param').id,
        userId: c.var.user?.id ?? null,
        isAdmin: () => isAdmin(c),
      });
      return c.json<TOffer>(forCaller(offer, c.var.user !== null));
    },
  )
  .post(
    '/offers',
    describe({
      summary: 'Skapa ett erbjudande (väntar på granskning)',
      tags: ['Erbjudanden'],
      answers: { 201: { schema: ZOffer, description: 'Skapat' } },
      errors: { 403: ['OFFER_LIMIT_REACHED'] },
    }),
    requireUser(),
    requireVerifiedEmail(),
    validate('json', ZCreateOfferRequest),
    async (c) => {
      const user = c.var.user;
      const input = c.req.valid('json');
      const admin = input.featured === true ? await isAdmin(c) : false;
      const offer: TOffer = await createOffer({ deps: c.var.deps, userId: user.id, isAdmin: admin, input });
      return c.json(offer satisfies TOffer, 201);
    },
  )
  .patch(
    '/offers/:id',
    describe({
      summary: 'Ändra sitt erbjudande',
      tags: ['Erbjudanden'],
      answers: { 200: { schema: ZOffer, description: 'Ändrat' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    requireUser(),
    validate('param', ZIdParam),
    validate('json', ZUpdateOfferRequest),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const offer: TOffer = await updateOffer({
        deps: c.var.deps,
        id,
        userId: c.var.user.id,
        input,
        isAdmin: () => isAdmin(c),
      });
      return c.json<TOffer>(offer);
    },
  )
  .delete(
    '/offers/:id',
    describe({
      summary: 'Ta bort sitt erbjudande (admin: vilket som helst)',
      tags: ['Erbjudanden'],
      answers: { 204: 'Borttaget' },
      errors: { 404: ['NOT_FOUND'] },
    }),
    requireUser(),
    validate('param', ZIdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      await deleteOffer({ deps: c.var.deps, id, userId: c.var.user.id, isAdmin: () => isAdmin(c) });
      return c.body(null, 204);
    },
  )
  .get(
    '/me/offers',
    describe({
      summary: 'Mina erbjudanden, även väntande',
      tags: ['Erbjudanden'],
      answers: { 200: { schema: ZOfferItems, description: 'Erbjudandena' } },
    }),
    noStore,
    requireUser(),
    async (c) => {
      const items: TOffer[] = await findOwnOffers({ db: c.var.deps.db, userId: c.var.user.id });
      return c.json<TOfferItems>({ items });
    },
  )
  .get(
    '/me/favorites',
    describe({
      summary: 'Mina favoriter',
      tags: ['Erbjudanden'],
      answers: { 200: { schema: ZOfferItems, description: 'Favoriterna' } },
    }),
    noStore,
    requireUser(),
    async (c) => {
      const items: TOffer[] = await findFavorites({ db: c.var.deps.db, userId: c.var.user.id });
      return c.json<TOfferItems>({ items });
    },
  )
  .put(
    '/me/favorites/:offerId',
    describe({
      summary: 'Favoritmarkera ett erbjudande',
      tags: ['Erbjudanden'],
      answers: { 204: 'Markerat' },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZOfferIdParam),
    async (c) => {
      await addFavorite({
        db: c.var.deps.db,
        userId: c.var.user.id,
        offerId: c.req.valid('param').offerId,
        isAdmin: () => isAdmin(c),
      });
      return c.body(null, 204);
    },
  )
  .delete(
    '/me/favorites/:offerId',
    describe({ summary: 'Ta bort en favorit', tags: ['Erbjudanden'], answers: { 204: 'Borttagen' } }),
    noStore,
    requireUser(),
    validate('param', ZOfferIdParam),
    async (c) => {
      const { offerId } = c.req.valid('param');
      await removeFavorite({ db: c.var.deps.db, userId: c.var.user.id, offerId });
      return c.body(null, 204);
    },
  );
