// The app's background work, loaded after the first paint: offer lists kept fresh by realtime events,
// the offers saved while offline submitted through the offers feature once the connection is back, and the
// star a visitor clicked before signing in made a favourite.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createOffer } from '@client/features/offers/api/create-offer';
import { offerKeys } from '@client/features/offers/api/keys';
import { OffersBackground } from '@client/features/offers/components/offers-background';
import { usePendingFavorite } from '@client/features/offers/hooks/use-pending-favorite';
import { OfflineSync } from '@client/features/offline/components/offline-sync';

export function BackgroundWork() {
  const queryClient = useQueryClient();
  usePendingFavorite();
  const onSubmitted = useCallback(() => void queryClient.invalidateQueries({ queryKey: offerKeys.all }), [queryClient]);
  return (
    <>
      <OffersBackground />
      <OfflineSync submit={createOffer} onSubmitted={onSubmitted} />
    </>
  );
}
