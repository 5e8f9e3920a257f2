// The 'Verifieringar' tab: organisationsnummer waiting for review; approve, or reject with a reason.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap } from '@client/lib/api-client';

const key = ['admin', 'verifications'] as const;

export const useVerifications = () =>
  useQuery({ queryKey: key, queryFn: () => unwrap(api.admin.verifications.$get({ query: {} })) });

export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason?: string }) =>
      reason === undefined
        ? unwrap(api.admin.verifications[':userId'].approve.$post({ param: pathParams({ userId }) }))
        : unwrap(api.admin.verifications[':userId'].reject.$post({ param: pathParams({ userId }), json: { reason } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
