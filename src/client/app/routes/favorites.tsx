// /favorites: requires sign-in (else /auth?returnTo=/favorites), then the starred offers (spec §2 Favorites).
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { FavoritesView } from '@/features/offers/components/favorites-view';
import { OFFER_UI } from '@/features/offers/texts';
import { OffersBackground } from '@/features/offers/components/offers-background';

export default function FavoritesPage() {
  const { isAuthenticated, isLoading } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isLoading && !isAuthenticated) navigate(paths.auth.getHref({ returnTo: paths.favorites.getHref() }), { replace: true });
  }, [isLoading, isAuthenticated, navigate]);
  return (
    <PageShell title={OFFER_UI.favorites.title} description={OFFER_UI.favorites.intro} wide>
      <OffersBackground />
      {isAuthenticated ? <FavoritesView /> : <Spinner />}
    </PageShell>
  );
}
