// POST /api/offers: publish an offer (stored unapproved); every offer list is refreshed on success.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { ZOfferForm, type TOffer, type TOfferForm, type TOfferFormInput } from '@shared/schemas/offer';
import { offerKeys } from './keys';

export function createOffer(input: TOfferForm | TOfferFormInput): Promise<TOffer> {
  return unwrap(api.offers.$post({ json: ZOfferForm.parse(input) }));
}

export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOffer,
    onSuccess: (offer) => {
      queryClient.setQueryData(offerKeys.detail(offer.id), offer);
      void queryClient.invalidateQueries({ queryKey: offerKeys.all });
    },
  });
}
