// Inputs of the notification centre, its settings, saved searches and the unsubscribe link (issue 19).
import { z } from 'zod';
import { LIMITS, OFFER_TYPES } from '@shared/constants.js';
import { EMAIL_MODES, NOTIFICATION_KIND_LIST } from '@shared/notifications.js';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts.js';
import { normalizeTags } from './offer.js';

const E = NOTIFICATION_TEXTS.errors;

/** at most this many ids in one POST /api/me/notifications/read */
export const MARK_READ_MAX = 200;
export const SAVED_SEARCHES_MAX = 50;

export const ZNotificationsQuery = z.object({
  cursor: z.string().max(200, E.cursor).optional(),
});
export type TNotificationsQuery = z.infer<typeof ZNotificationsQuery>;

/** either the ids of entries to mark read, or all: true */
export const ZMarkNotificationsRead = z
  .object(
    {
      ids: z
        .array(z.union([z.string(), z.number()]).transform(String), { message: E.ids })
        .min(1, E.ids)
        .max(MARK_READ_MAX, E.ids)
        .optional(),
      all: z.literal(true, { message: E.markRead }).optional(),
    },
    { message: E.markRead },
  )
  .strict()
  .refine((v) => (v.ids === undefined) !== (v.all === undefined), { message: E.markRead });
export type TMarkNotificationsRead = z.infer<typeof ZMarkNotificationsRead>;

export const ZNotificationSettingInput = z.object({
  kind: z.enum(NOTIFICATION_KIND_LIST as [string, ...string[]], { message: E.kind }),
  inApp: z.boolean({ message: E.inApp }),
  email: z.enum(EMAIL_MODES, { message: E.email }),
});
export const ZUpdateNotificationSettings = z.object({
  settings: z
    .array(ZNotificationSettingInput, { message: E.settings })
    .min(1, E.settings)
    .max(NOTIFICATION_KIND_LIST.length * 2, E.settings),
});
export type TUpdateNotificationSettings = z.infer<typeof ZUpdateNotificationSettings>;

export const ZCreateSavedSearch = z.object({
  type: z.enum(OFFER_TYPES, { message: E.savedSearchType }),
  q: z.string({ message: E.savedSearchQ }).trim().max(200, E.savedSearchQ).optional().default(''),
  tags: z
    .array(z.string().max(LIMITS.tagMax, E.savedSearchTags), { message: E.savedSearchTags })
    .max(LIMITS.tagsMax, E.savedSearchTags)
    .optional()
    .default([])
    .transform((tags) => normalizeTags(tags)),
  location: z.string({ message: E.savedSearchLocation }).trim().max(200, E.savedSearchLocation).optional().default(''),
});
export type TCreateSavedSearch = z.infer<typeof ZCreateSavedSearch>;

export const ZUnsubscribeQuery = z.object({ token: z.string({ message: E.token }).min(1, E.token).max(500, E.token) });
