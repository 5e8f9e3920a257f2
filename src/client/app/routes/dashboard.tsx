// /dashboard: the dashboard feature, given the caller's offer counts and favourites (offers feature)
// unread messages (chat feature) and the deal counts (deals feature).
import { Dashboard } from '@client/features/dashboard/components/dashboard-view';
import { FavoritesCard } from '@client/features/dashboard/components/favorites-card';
import { useUnreadCount } from '@client/features/chat/api/get-unread';
import { useFavorites } from '@client/features/offers/api/get-favorites';
import { OffersBackground } from '@client/features/offers/components/offers-background';
import { useOfferCounts } from '@client/features/offers/hooks/use-offer-counts';
import { openOfferDialog } from '@client/features/offers/hooks/use-offer-dialog';
import { useAuth } from '@client/lib/auth';
import { useDealCounts } from '@client/features/deals/hooks/use-deal-counts';
import { WeeklyFigures } from '@client/features/insights/components/weekly-figures';

export default function DashboardPage() {
  const { isAuthenticated } = useAuth();
  const counts = useOfferCounts();
  const unread = useUnreadCount();
  const favorites = useFavorites({ enabled: isAuthenticated });
  const deals = useDealCounts({ enabled: isAuthenticated });
  return (
    <>
      <OffersBackground />
      <Dashboard
        favorites={
          <FavoritesCard
            items={favorites.data ?? []}
            isLoading={favorites.isPending && isAuthenticated}
            onOpen={openOfferDialog}
          />
        }
        activeOffers={counts.active}
        weekly={isAuthenticated ? <WeeklyFigures /> : undefined}
        unread={unread.total}
        deals={deals}
      />
    </>
  );
}
