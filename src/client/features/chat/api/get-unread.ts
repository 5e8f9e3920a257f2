// GET /api/me/unread: unread private messages in total and per sender, kept fresh by realtime events.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import { useAuth } from '@client/lib/auth';
import { useRealtimeEvent } from '@client/lib/realtime';
import { chatKeys } from './keys';

export const getUnread = (signal?: AbortSignal) => unwrap(api.me.unread.$get({}, withSignal(signal)));

export const getUnreadQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.unread(), queryFn: ({ signal }) => getUnread(signal), staleTime: 30_000 });

const EMPTY: Record<string, number> = {};

/** Unread messages for the header badge, the dashboard card and the contact list; disabled when signed out. */
export function useUnreadCount(): { total: number; bySender: Record<string, number>; isLoading: boolean } {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const query = useQuery({ ...getUnreadQueryOptions(), enabled: isAuthenticated });
  useRealtimeEvent(['message', 'message_read', 'reconnect'], () => {
    // several components use this hook: the first invalidation fetches, the others join it
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread() }, { cancelRefetch: false });
  });
  if (!isAuthenticated) return { total: 0, bySender: EMPTY, isLoading: false };
  return { total: query.data?.total ?? 0, bySender: query.data?.bySender ?? EMPTY, isLoading: query.isPending };
}
