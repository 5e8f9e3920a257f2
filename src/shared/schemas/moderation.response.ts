// Answers of the admin routes (API.md).
import { z } from 'zod';
import { ZOfferFields } from './offer.response.js';

export const ZAdminOffer = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  organization: z.string(),
  user_id: z.string().nullable(),
  username: z.string().nullable(),
  created_at: z.string(),
  description: z.string().meta({ description: 'the first 150 characters of the description' }),
  is_approved: z.boolean(),
});
export type TAdminOffer = z.infer<typeof ZAdminOffer>;
export const ZAdminOfferPage = z.object({
  items: z.array(ZAdminOffer),
  next_cursor: z.string().nullable(),
  total: z.number(),
});
export type TAdminOfferPage = z.infer<typeof ZAdminOfferPage>;

export const ZContactMessageItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type TContactMessageItem = z.infer<typeof ZContactMessageItem>;
export const ZContactMessageList = z.object({ items: z.array(ZContactMessageItem) });
export type TContactMessageList = z.infer<typeof ZContactMessageList>;

export const ZAdminSession = z.object({ admin: z.boolean(), via: z.enum(['role', 'password']).nullable() });
export type TAdminSession = z.infer<typeof ZAdminSession>;
export const ZAdminLoggedIn = z.object({ admin: z.literal(true), via: z.literal('password') });
export type TAdminLoggedIn = z.infer<typeof ZAdminLoggedIn>;
export const ZOfferApproved = z.object({ id: z.string(), is_approved: z.literal(true) });
export type TOfferApproved = z.infer<typeof ZOfferApproved>;

/** An approved offer's edit waiting for review: what is public now and what the owner proposes. */
export const ZAdminOfferEdit = z.object({
  offer_id: z.string(),
  user_id: z.string(),
  username: z.string().nullable(),
  submitted_at: z.string(),
  current: ZOfferFields,
  proposed: ZOfferFields,
});
export type TAdminOfferEdit = z.infer<typeof ZAdminOfferEdit>;
export const ZAdminOfferEditList = z.object({ items: z.array(ZAdminOfferEdit) });
export type TAdminOfferEditList = z.infer<typeof ZAdminOfferEditList>;
export const ZOfferEditDecided = z.object({ offer_id: z.string(), decision: z.enum(['approved', 'rejected']) });
export type TOfferEditDecided = z.infer<typeof ZOfferEditDecided>;
