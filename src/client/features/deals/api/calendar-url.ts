// GET/POST/DELETE /api/me/calendar-url: the caller's private calendar feed address.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import { dealKeys } from './keys';

export const getCalendarUrl = (signal?: AbortSignal) => unwrap(api.me['calendar-url'].$get({}, withSignal(signal)));

export const getCalendarUrlQueryOptions = () =>
  queryOptions({ queryKey: dealKeys.calendar(), queryFn: ({ signal }) => getCalendarUrl(signal) });

export function useCalendarUrl() {
  return useQuery(getCalendarUrlQueryOptions());
}

export function useChangeCalendarUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'renew' | 'revoke') =>
      unwrap(action === 'renew' ? api.me['calendar-url'].$post() : api.me['calendar-url'].$delete()),
    onSuccess: (data) => queryClient.setQueryData(dealKeys.calendar(), data),
  });
}
