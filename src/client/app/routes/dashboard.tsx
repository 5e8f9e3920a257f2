// /dashboard: the dashboard feature, given every figure from the feature that owns it: the caller's offer
// counts and favourites (offers), unread messages (chat), deals (deals), this week's views and the declared
// reach (insights), a foundation's programmes (grants) and a person's projects and interests (people).
import { Dashboard } from '@client/features/dashboard/components/dashboard-view';
import { FavoritesCard } from '@client/features/dashboard/components/favorites-card';
import { useUnreadCount } from '@client/features/chat/api/get-unread';
import { useFavorites } from '@client/features/offers/api/get-favorites';
import { OffersBackground } from '@client/features/offers/components/offers-background';
import { useOfferCounts } from '@client/features/offers/hooks/use-offer-counts';
import { openOfferDialog } from '@client/features/offers/hooks/use-offer-dialog';
import { useAuth } from '@client/lib/auth';
import { useDealCounts } from '@client/features/deals/hooks/use-deal-counts';
import { DashboardProgrammes } from '@client/features/grants/components/dashboard-programmes';
import { useAudience } from '@client/features/insights/api/audience';
import { WeeklyFigures } from '@client/features/insights/components/weekly-figures';
import { DashboardPeople } from '@client/features/people/components/dashboard-people';
import { TALENT_USER_TYPES } from '@shared/talent-texts';

export default function DashboardPage() {
  const { isAuthenticated, user, profile } = useAuth();
  const counts = useOfferCounts();
  const unread = useUnreadCount();
  const favorites = useFavorites({ enabled: isAuthenticated });
  const deals = useDealCounts({ enabled: isAuthenticated });
  const declaresAudience = profile?.user_type === 'influencer' || profile?.user_type === 'association';
  const audience = useAudience(declaresAudience ? (user?.id ?? null) : null);
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
        pendingOffers={counts.pending}
        favoriteCount={favorites.data?.length}
        weekly={isAuthenticated && profile?.user_type !== 'individual' ? <WeeklyFigures /> : undefined}
        unread={unread.total}
        deals={deals}
        reach={audience.data ? audience.data.totalReach : null}
        programmes={profile?.user_type === 'foundation' ? <DashboardProgrammes /> : undefined}
        people={
          (TALENT_USER_TYPES as readonly string[]).includes(profile?.user_type ?? '') ? <DashboardPeople /> : undefined
        }
      />
    </>
  );
}
