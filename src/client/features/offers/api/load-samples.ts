// POST /api/offers/samples: fill an empty database with the 8 built-in sample offers.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { offerKeys } from './keys';

export function loadSamples(): Promise<{ inserted?: number } | undefined> {
  return unwrap(api.offers.samples.$post({ json: {} }));
}

export function useLoadSamples() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loadSamples,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
