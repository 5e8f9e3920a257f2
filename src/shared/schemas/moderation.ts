// Inputs of the admin API and the profile edit (spec §4, §8 Admin and Profile).
import { z } from 'zod';
import { ZOrgNumber } from './account-security.js';
import { LIMITS } from '@shared/constants.js';
import { ADMIN_TEXTS, PROFILE_TEXTS } from '@shared/moderation-texts.js';

export const REJECTION_REASON_MAX = 1000;
export const FULL_NAME_MAX = 100;
export const ADMIN_DESCRIPTION_PREVIEW = 150;

export const ZAdminLogin = z.object({
  password: z
    .string({ message: ADMIN_TEXTS.passwordRequired })
    .min(1, ADMIN_TEXTS.passwordRequired)
    .max(500, ADMIN_TEXTS.wrongPassword),
});
export type TAdminLogin = z.infer<typeof ZAdminLogin>;

export const ADMIN_OFFER_STATES = ['pending', 'approved'] as const;
export type AdminOfferState = (typeof ADMIN_OFFER_STATES)[number];

export const ZAdminOffersQuery = z.object({
  state: z.enum(ADMIN_OFFER_STATES, { message: 'Ogiltigt läge (pending eller approved)' }).default('pending'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** keyset cursor "<created_at ISO>|<id>" from the previous page */
  cursor: z.string().max(100).optional(),
});
export type TAdminOffersQuery = z.infer<typeof ZAdminOffersQuery>;

export const ZRejectOffer = z.object({
  reason: z
    .string()
    .trim()
    .max(REJECTION_REASON_MAX, ADMIN_TEXTS.reasonTooLong)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type TRejectOffer = z.infer<typeof ZRejectOffer>;

export const ZProfileDescription = z
  .string()
  .trim()
  .max(LIMITS.profileDescriptionMax, PROFILE_TEXTS.descriptionTooLong);

export const ZUpdateProfile = z
  .object({
    description: ZProfileDescription.nullable().optional(),
    full_name: z.string().trim().max(FULL_NAME_MAX, PROFILE_TEXTS.fullNameTooLong).nullable().optional(),
    location: z.string().trim().max(100, 'Orten får vara högst 100 tecken').nullable().optional(),
    website: z
      .string()
      .trim()
      .max(300, 'Webbadressen får vara högst 300 tecken')
      .refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), 'Ange en webbadress som börjar med https://')
      .nullable()
      .optional(),
    logo_url: z.string().trim().max(500).nullable().optional(),
    org_number: ZOrgNumber.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Inget att uppdatera.' });
export type TUpdateProfile = z.infer<typeof ZUpdateProfile>;
