// Inputs of the notification centre, its settings, saved searches and the unsubscribe link (issue 19).
import { z } from 'zod';
import { LIMITS, OFFER_TYPES } from '@shared/constants.js';
import { GRANT_APPLICANTS, GRANT_AREAS, GRANT_REGIONS } from '@shared/grant-texts.js';
import { EMAIL_MODES, NOTIFICATION_KIND_LIST } from '@shared/notifications.js';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts.js';
import { SKILL_GROUP_IDS } from '@shared/skills.js';
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

/** what a saved search watches: offers of a type, the grant catalogue (/stiftelser), the projects (/projekt)
 * or people (/talanger) */
export const SAVED_SEARCH_TYPES = [...OFFER_TYPES, 'grant', 'project', 'talent'] as const;
export type SavedSearchType = (typeof SAVED_SEARCH_TYPES)[number];

/** the catalogue's filters besides text, areas (tags) and region (location); offers' searches have none */
export const ZGrantSearchFilters = z
  .object(
    {
      applicant: z.enum(GRANT_APPLICANTS, { message: E.savedSearchFilters }).optional(),
      amount: z.number({ message: E.savedSearchFilters }).int(E.savedSearchFilters).min(0).max(1e9).optional(),
      /** 'Öppen nu' when the programme is published */
      open: z.boolean({ message: E.savedSearchFilters }).optional(),
      /** 'Sista ansökningsdag inom 30 dagar' when the programme is published */
      soon: z.boolean({ message: E.savedSearchFilters }).optional(),
      /** /projekt: the skill group of a role */
      group: z.enum(SKILL_GROUP_IDS as [string, ...string[]], { message: E.savedSearchFilters }).optional(),
      /** /projekt: a role that can be done remotely */
      remote: z.boolean({ message: E.savedSearchFilters }).optional(),
      /** /projekt: a volunteer or a paid role */
      terms: z.enum(['volunteer', 'paid'], { message: E.savedSearchFilters }).optional(),
      /** /projekt: a role of at most this many hours a week */
      maxHours: z.number({ message: E.savedSearchFilters }).int(E.savedSearchFilters).min(1).max(80).optional(),
      /** /talanger: a person available at least this many hours a week (remote and terms as for /projekt) */
      minHours: z.number({ message: E.savedSearchFilters }).int(E.savedSearchFilters).min(1).max(80).optional(),
    },
    { message: E.savedSearchFilters },
  )
  .strict();
export type TGrantSearchFilters = z.infer<typeof ZGrantSearchFilters>;

/** the filters each kind of catalogue search may have (an explore search has none) */
export const GRANT_FILTER_KEYS = ['applicant', 'amount', 'open', 'soon'] as const;
export const PROJECT_FILTER_KEYS = ['group', 'remote', 'terms', 'maxHours'] as const;
export const TALENT_FILTER_KEYS = ['remote', 'terms', 'minHours'] as const;

/** every saved search's filters in one object; which keys a type may use is checked below */
export const ZSearchFilters = ZGrantSearchFilters;
export type TSearchFilters = TGrantSearchFilters;

const isArea = (t: string) => (GRANT_AREAS as readonly string[]).includes(t);
const isRegion = (r: string) => (GRANT_REGIONS as readonly string[]).includes(r);

export const ZCreateSavedSearch = z
  .object({
    type: z.enum(SAVED_SEARCH_TYPES, { message: E.savedSearchType }),
    q: z.string({ message: E.savedSearchQ }).trim().max(200, E.savedSearchQ).optional().default(''),
    tags: z
      .array(z.string().max(LIMITS.tagMax, E.savedSearchTags), { message: E.savedSearchTags })
      .max(LIMITS.tagsMax, E.savedSearchTags)
      .optional()
      .default([])
      .transform((tags) => normalizeTags(tags)),
    location: z
      .string({ message: E.savedSearchLocation })
      .trim()
      .max(200, E.savedSearchLocation)
      .optional()
      .default(''),
    filters: ZGrantSearchFilters.optional().default({}),
  })
  .superRefine((s, ctx) => {
    const allowed: readonly string[] =
      s.type === 'grant'
        ? GRANT_FILTER_KEYS
        : s.type === 'project'
          ? PROJECT_FILTER_KEYS
          : s.type === 'talent'
            ? TALENT_FILTER_KEYS
            : [];
    const message = s.type === 'talent' ? E.savedSearchTalentFilters : E.savedSearchFilters;
    if (Object.entries(s.filters).some(([k, v]) => v !== undefined && !allowed.includes(k)))
      ctx.addIssue({ code: 'custom', message, path: ['filters'] });
    if (s.type === 'project' || s.type === 'talent') {
      // a /projekt or /talanger search: text, place (in location) and the filters; no tags
      if (s.tags.length > 0) ctx.addIssue({ code: 'custom', message, path: ['tags'] });
      return;
    }
    if (s.type !== 'grant') return;
    // a catalogue search: the tags are its areas and the place is its region, as /stiftelser names them
    if (s.tags.some((t) => !isArea(t.toLocaleLowerCase('sv-SE'))))
      ctx.addIssue({ code: 'custom', message: E.savedSearchAreas, path: ['tags'] });
    if (s.location && !isRegion(s.location))
      ctx.addIssue({ code: 'custom', message: E.savedSearchRegion, path: ['location'] });
  });
export type TCreateSavedSearch = z.infer<typeof ZCreateSavedSearch>;

export const ZUnsubscribeQuery = z.object({ token: z.string({ message: E.token }).min(1, E.token).max(500, E.token) });
