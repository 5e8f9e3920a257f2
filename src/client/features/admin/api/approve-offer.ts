// POST /api/admin/offers/:id/approve: the offer becomes public at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap } from '@client/lib/api-client';
import { adminKeys, PUBLIC_OFFERS_KEY } from './keys';

export const approveOffer = (id: string) =>
  unwrap(api.admin.offers[':id'].approve.$post({ param: pathParams({ id }) }));

export function useApproveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveOffer,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.offers() });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_OFFERS_KEY });
    },
  });
}
