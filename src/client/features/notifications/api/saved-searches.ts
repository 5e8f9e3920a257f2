// GET/POST/DELETE /api/me/saved-searches: explore and /stiftelser searches that alert on a new match.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap, withSignal } from '@client/lib/api-client';
import { useRealtimeEvent } from '@client/lib/realtime';
import type { SavedSearchType, TSearchFilters } from '@shared/schemas/notifications';
import { notificationKeys } from './keys';

export interface SavedSearchInput {
  type: SavedSearchType;
  q: string;
  tags: string[];
  location: string;
  filters?: TSearchFilters;
}

export function useSavedSearches() {
  const queryClient = useQueryClient();
  // a new match arrives as a notification
  useRealtimeEvent(['notification'], () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.savedSearches() });
  });
  return useQuery({
    queryKey: notificationKeys.savedSearches(),
    queryFn: async ({ signal }) => (await unwrap(api.me['saved-searches'].$get({}, withSignal(signal)))).items,
  });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedSearchInput) => unwrap(api.me['saved-searches'].$post({ json: input })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.savedSearches() }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.me['saved-searches'][':id'].$delete({ param: pathParams({ id }) })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.savedSearches() }),
  });
}
