// GET /api/me/notifications: the caller's entries, newest activity first, a page at a time, and the unread
// count for the bell; both refetched on the realtime event `notification` (and after a reconnect).
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import { useAuth } from '@client/lib/auth';
import { useRealtimeEvent } from '@client/lib/realtime';
import { notificationKeys } from './keys';

export const getNotifications = (cursor: string | null, signal?: AbortSignal) =>
  unwrap(api.me.notifications.$get({ query: cursor ? { cursor } : {} }, withSignal(signal)));

export const getNotificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useNotifications() {
  return useInfiniteQuery(getNotificationsQueryOptions());
}

/** The bell's count: the first page's `unread`, live over the event stream; 0 when signed out. */
export function useUnreadNotifications(): number {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...queryOptions({
      queryKey: notificationKeys.unread(),
      queryFn: async ({ signal }) => (await getNotifications(null, signal)).unread,
      staleTime: 30_000,
    }),
    enabled: isAuthenticated,
  });
  useRealtimeEvent(['notification', 'reconnect'], () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all }, { cancelRefetch: false });
  });
  return isAuthenticated ? (query.data ?? 0) : 0;
}
