// /favorites: requires sign-in (else /auth?returnTo=/favorites), then the starred offers (spec §2 Favorites).
import { useEffect } from 'react';
import { useNavigate } from '@client/lib/router';
import { PageShell } from '@client/components/layout/page-shell';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useAuth } from '@client/lib/auth';
import { FavoritesView } from '@client/features/offers/components/favorites-view';
import { OFFER_UI } from '@client/features/offers/texts';
import { OffersBackground } from '@client/features/offers/components/offers-background';

export default function FavoritesPage() {
  const { isAuthenticated, isLoading } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isLoading && !isAuthenticated)
      navigate(paths.auth.getHref({ returnTo: paths.favorites.getHref() }), { replace: true });
  }, [isLoading, isAuthenticated, navigate]);
  return (
    <PageShell title={OFFER_UI.favorites.title} description={OFFER_UI.favorites.intro} wide>
      <OffersBackground />
      {isAuthenticated ? <FavoritesView /> : <Spinner />}
    </PageShell>
  );
}
