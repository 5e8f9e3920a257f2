// PUT / DELETE /api/me/favorites/:offerId: star or unstar an offer, shown at once and rolled back on failure.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap } from '@client/lib/api-client';
import type { TOffer } from '@shared/schemas/offer';
import { offerKeys } from './keys';

export function setFavorite({ offer, favorite }: { offer: Pick<TOffer, 'id'>; favorite: boolean }): Promise<void> {
  const endpoint = api.me.favorites[':offerId'];
  const args = { param: pathParams({ offerId: offer.id }) };
  return unwrap(favorite ? endpoint.$put(args) : endpoint.$delete(args));
}

export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { offer: TOffer; favorite: boolean }) => setFavorite(vars),
    onMutate: async ({ offer, favorite }) => {
      await queryClient.cancelQueries({ queryKey: offerKeys.favorites() });
      const previous = queryClient.getQueryData<TOffer[]>(offerKeys.favorites());
      queryClient.setQueryData<TOffer[]>(offerKeys.favorites(), (list = []) =>
        favorite ? [offer, ...list.filter((o) => o.id !== offer.id)] : list.filter((o) => o.id !== offer.id),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(offerKeys.favorites(), context?.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.favorites() }),
  });
}
