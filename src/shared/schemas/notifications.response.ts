// Answers of the notification centre, its settings and saved searches (API.md "Notifications").
import { z } from 'zod';
import { EMAIL_MODES, NOTIFICATION_KIND_LIST } from '@shared/notifications.js';
import { SAVED_SEARCH_TYPES, ZSearchFilters } from './notifications.js';

const ZKind = z.enum(NOTIFICATION_KIND_LIST as [string, ...string[]]);

export const ZNotificationItem = z.object({
  id: z.string(),
  kind: ZKind,
  title: z.string(),
  body: z.string(),
  /** a path in the app: '/chat/abc' */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TNotificationItem = z.infer<typeof ZNotificationItem>;

export const ZNotificationPage = z.object({
  items: z.array(ZNotificationItem),
  nextCursor: z.string().nullable(),
  unread: z.number().int(),
});
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

export const ZNotificationsMarked = z.object({ updated: z.number().int(), unread: z.number().int() });
export type TNotificationsMarked = z.infer<typeof ZNotificationsMarked>;

export const ZNotificationSetting = z.object({
  kind: ZKind,
  /** the kind's Swedish name */
  label: z.string(),
  inApp: z.boolean(),
  email: z.enum(EMAIL_MODES),
});
export const ZNotificationSettings = z.object({ settings: z.array(ZNotificationSetting) });
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

export const ZSavedSearch = z.object({
  id: z.string(),
  type: z.enum(SAVED_SEARCH_TYPES),
  q: z.string(),
  /** a catalogue search (type grant): its areas */
  tags: z.array(z.string()),
  /** a catalogue search: its region */
  location: z.string(),
  /** a catalogue search: applicant type, amount, 'Öppen nu', 'inom 30 dagar'; {} for offers */
  filters: ZSearchFilters,
  /** offers (or programmes) it matched since its notification was last read */
  newMatches: z.number().int(),
  createdAt: z.string(),
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;
export const ZSavedSearchList = z.object({ items: z.array(ZSavedSearch) });
export type TSavedSearchList = z.infer<typeof ZSavedSearchList>;
export const ZSavedSearchCreated = z.object({ item: ZSavedSearch });
export type TSavedSearchCreated = z.infer<typeof ZSavedSearchCreated>;

export const ZUnsubscribed = z.object({ kind: z.string(), message: z.string() });
export type TUnsubscribed = z.infer<typeof ZUnsubscribed>;
