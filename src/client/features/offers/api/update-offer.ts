// PATCH /api/offers/:id: the owner edits an offer; the offer and every list are refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap } from '@client/lib/api-client';
import { ZOfferForm, type TOffer, type TOfferFormInput } from '@shared/schemas/offer';
import { offerKeys } from './keys';

export function updateOffer({ id, values }: { id: string; values: TOfferFormInput }): Promise<TOffer> {
  const v = ZOfferForm.parse(values);
  // cleared optional fields are sent as null so the server empties them
  const json = {
    ...v,
    location: v.location || null,
    budget: v.budget || null,
    timeframe: v.timeframe || null,
    target_audience: v.target_audience || null,
    expected_views: v.expected_views || null,
    logo: v.logo || null,
  };
  return unwrap(api.offers[':id'].$patch({ param: pathParams({ id }), json }));
}

export function useUpdateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOffer,
    onSuccess: (offer) => {
      if (offer?.id) queryClient.setQueryData(offerKeys.detail(offer.id), offer);
      void queryClient.invalidateQueries({ queryKey: offerKeys.all });
    },
  });
}
