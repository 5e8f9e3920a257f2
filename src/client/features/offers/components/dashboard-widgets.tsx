// For the dashboard: the business favourites card and the caller's offer counts (real data).
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { openOfferDialog } from '@client/lib/offer-dialog';
import { useAuth } from '@client/lib/auth';
import { useFavorites } from '@client/features/offers/api/get-favorites';
import { useMyOffers } from '@client/features/offers/api/get-my-offers';
import { useOffersRealtime } from '@client/features/offers/hooks/use-offers-realtime';
import { OFFER_UI } from '@client/features/offers/texts';
import { OffersBackground } from './offers-background';

const T = OFFER_UI.dashboard;

/** Up to three favourites with links, or an empty text with a link to /explore/association. */
export function FavoritesCard({ className }: { className?: string }) {
  const { isAuthenticated } = useAuth();
  const favorites = useFavorites({ enabled: isAuthenticated });
  const top = (favorites.data ?? []).slice(0, 3);
  return (
    <Card className={className}>
      <OffersBackground />
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Star aria-hidden className="size-5 text-amber-500" />
          {T.favoritesTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {favorites.isPending && isAuthenticated ? (
          <Spinner />
        ) : top.length === 0 ? (
          <>
            <p className="text-sm text-muted-foreground">{T.favoritesEmpty}</p>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.explore.getHref('association')}>{T.favoritesExplore}</Link>
            </Button>
          </>
        ) : (
          <>
            <ul className="space-y-2">
              {top.map((offer) => (
                <li key={offer.id}>
                  <button
                    type="button"
                    onClick={() => openOfferDialog(offer.id)}
                    className="w-full rounded-md text-left outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span className="line-clamp-1 font-medium">{offer.title}</span>
                    <span className="line-clamp-1 text-xs text-muted-foreground">{offer.organization}</span>
                  </button>
                </li>
              ))}
            </ul>
            <Button asChild variant="link" size="sm" className="px-0">
              <Link to={paths.favorites.getHref()}>{T.favoritesAll}</Link>
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}

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
