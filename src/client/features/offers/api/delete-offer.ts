// DELETE /api/offers/:id: the owner removes an offer (and its image); lists drop it at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap } from '@client/lib/api-client';
import type { TOffer } from '@shared/schemas/offer';
import { offerKeys } from './keys';

export function deleteOffer(id: string): Promise<void> {
  return unwrap(api.offers[':id'].$delete({ param: pathParams({ id }) }));
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffer,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<TOffer[]>(offerKeys.mine(), (list) => list?.filter((o) => o.id !== id));
      queryClient.removeQueries({ queryKey: offerKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: offerKeys.all });
    },
  });
}
