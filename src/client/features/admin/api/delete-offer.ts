// DELETE /api/admin/offers/:id with an optional reason kept as a notice for the owner.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap } from '@client/lib/api-client';
import { adminKeys, PUBLIC_OFFERS_KEY } from './keys';

export type DeleteOfferInput = { id: string; reason?: string };

export const deleteOffer = ({ id, reason }: DeleteOfferInput) =>
  unwrap(
    api.admin.offers[':id'].$delete({
      param: pathParams({ id }),
      json: reason?.trim() ? { reason: reason.trim() } : {},
    }),
  );

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffer,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.offers() });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_OFFERS_KEY });
    },
  });
}
