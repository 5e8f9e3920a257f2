// Background work of the offers feature, rendered by every offers page (and mounted once globally):
// realtime freshness of offer data.
import { useOffersRealtime } from '@client/features/offers/hooks/use-offers-realtime';

export function OffersBackground() {
  useOffersRealtime();
  return null;
}
