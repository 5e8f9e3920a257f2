// Background work of the offers feature, rendered by every offers page (and mountable once globally):
// realtime freshness of offer data, and submitting the offers saved locally while offline.
import { useLocalOfferSync } from '@client/features/offers/hooks/use-local-offer-sync';
import { useOffersRealtime } from '@client/features/offers/hooks/use-offers-realtime';

export function OffersBackground() {
  useOffersRealtime();
  useLocalOfferSync();
  return null;
}
