// How many of the caller's offers are approved ('active') and pending, for the dashboard.
import { useAuth } from '@client/lib/auth';
import { useMyOffers } from '@client/features/offers/api/get-my-offers';
import { useOffersRealtime } from './use-offers-realtime';

/** The caller's approved ('active') and pending offers, from GET /api/me/offers. */
export function useOfferCounts(): { active: number; pending: number; isLoading: boolean } {
  const { isAuthenticated } = useAuth();
  // the counts change when an admin approves or removes an offer in another tab
  useOffersRealtime();
  const offers = useMyOffers({ enabled: isAuthenticated });
  const items = offers.data ?? [];
  return {
    active: items.filter((o) => o.is_approved).length,
    pending: items.filter((o) => !o.is_approved).length,
    isLoading: isAuthenticated && offers.isPending,
  };
}
