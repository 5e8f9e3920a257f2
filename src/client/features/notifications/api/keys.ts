// Query keys of the notification centre and its wire types.
export type {
  TNotificationItem,
  TNotificationPage,
  TNotificationSettings,
  TSavedSearch,
} from '@shared/schemas/notifications.response';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
  unread: () => ['notifications', 'unread'] as const,
  settings: () => ['notifications', 'settings'] as const,
  savedSearches: () => ['notifications', 'saved-searches'] as const,
};
