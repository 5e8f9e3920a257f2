// GET/PUT /api/me/notification-settings: per kind, shown in the app and how it is mailed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import type { TUpdateNotificationSettings } from '@shared/schemas/notifications';
import { notificationKeys } from './keys';

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => unwrap(api.me['notification-settings'].$get({}, withSignal(signal))),
  });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateNotificationSettings) => unwrap(api.me['notification-settings'].$put({ json: input })),
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationKeys.settings(), answer);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unread() });
    },
  });
}
