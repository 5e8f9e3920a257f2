// Path parameters of the API's routes (ids are opaque strings; an unknown one answers 404).
import { z } from 'zod';

const id = z.string({ error: 'Ogiltigt id.' }).min(1, 'Ogiltigt id.');

export const ZIdParam = z.object({ id });
export const ZUserIdParam = z.object({ userId: id });
export const ZOfferIdParam = z.object({ offerId: id });
