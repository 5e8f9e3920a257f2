// POST /api/me/notifications/read: some entries ({ids}) or all of them read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { notificationKeys } from './keys';

export const markNotificationsRead = (input: { ids: string[] } | { all: true }) =>
  unwrap(api.me.notifications.read.$post({ json: input }));

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(notificationKeys.unread(), unread);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
  });
}
