// GET /api/profiles/:id/audience and PUT /api/me/audience: 'Målgrupp och räckvidd'.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap, withSignal } from '@client/lib/api-client';
import type { TAudienceRequest } from '@shared/schemas/insights';
import { insightsKeys } from './keys';

export function useAudience(userId: string | null) {
  return useQuery({
    queryKey: insightsKeys.audience(userId ?? ''),
    queryFn: ({ signal }) =>
      unwrap(api.profiles[':id'].audience.$get({ param: pathParams({ id: userId! }) }, withSignal(signal))),
    enabled: Boolean(userId),
    select: (answer) => answer.audience,
  });
}

export function useSaveAudience(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: TAudienceRequest) => unwrap(api.me.audience.$put({ json })),
    onSuccess: (audience) => {
      queryClient.setQueryData(insightsKeys.audience(userId), { audience });
      // the offers' 'Total räckvidd' reads the same answer
      void queryClient.invalidateQueries({ queryKey: ['audience', userId] });
    },
  });
}
