// /explore/:type: approved offers of one type with search, tag filter and sort in the URL (spec §2).
import { Navigate, useParams } from '@client/lib/router';
import { PageShell } from '@client/components/layout/page-shell';
import { paths } from '@client/config/paths';
import { useSubscription } from '@client/features/billing/api/get-subscription';
import { ExploreView } from '@client/features/offers/components/explore-view';
import { EXPLORE_PAGES } from '@client/features/offers/texts';
import { isOfferType } from '@shared/constants';
import { useAuth } from '@client/lib/auth';
import { SaveSearchButton } from '@client/features/notifications/components/save-search-button';

export default function ExplorePage() {
  const { type } = useParams();
  const subscription = useSubscription();
  const { isAuthenticated } = useAuth();
  if (!isOfferType(type)) return <Navigate to={paths.dashboard.getHref()} replace />;
  const page = EXPLORE_PAGES[type];
  return (
    <PageShell
      title={page.title}
      description={page.description}
      wide
      actions={isAuthenticated ? <SaveSearchButton type={type} /> : undefined}
    >
      {/* keyed by type: search text and popovers start afresh on another explore page */}
      <ExploreView key={type} type={type} isPremium={subscription.active} />
    </PageShell>
  );
}
