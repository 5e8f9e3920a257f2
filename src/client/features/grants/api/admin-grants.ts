// The admin's 'Utlysningar' tab: programmes waiting for approval, the register import, claims.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, safeFetch, toApiError, unwrap, withSignal } from '@client/lib/api-client';
import type { TImportResult } from '@shared/schemas/grant.response';

const keys = { pending: ['admin', 'grants', 'pending'] as const, claims: ['admin', 'grants', 'claims'] as const };

export const usePendingGrants = () =>
  useQuery({
    queryKey: keys.pending,
    queryFn: async ({ signal }) =>
      (await unwrap(api.admin.grants.$get({ query: { state: 'pending' } }, withSignal(signal)))).items,
  });

export function useApproveGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.admin.grants[':id'].approve.$post({ param: pathParams({ id }) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.pending }),
  });
}

/** multipart, so through fetch itself (the typed client sends JSON) */
export const useImportFoundations = () =>
  useMutation({
    mutationFn: async (file: File): Promise<TImportResult> => {
      const form = new FormData();
      form.set('file', file);
      const res = await safeFetch('/api/admin/grants/import', { method: 'POST', body: form });
      if (!res.ok) throw await toApiError(res);
      return (await res.json()) as TImportResult;
    },
  });

export const useClaimRequests = () =>
  useQuery({
    queryKey: keys.claims,
    queryFn: async ({ signal }) => (await unwrap(api.admin.foundations.claims.$get({}, withSignal(signal)))).items,
  });

export function useApproveClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.admin.foundations[':id'].claim.approve.$post({ param: pathParams({ id }) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.claims }),
  });
}
