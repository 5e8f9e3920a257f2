// /favorites: the caller's starred offers, or an empty state with the way to the explore pages.
import { Star } from 'lucide-react';
import { Link } from '@client/lib/router';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/load-error';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useFavorites } from '@client/features/offers/api/get-favorites';
import { OFFER_UI } from '@client/features/offers/texts';
import { OfferGrid } from './explore-view';

const T = OFFER_UI.favorites;

export function FavoritesView() {
  const favorites = useFavorites();
  if (favorites.isPending) {
    return (
      <p className="flex items-center gap-3 py-12 text-muted-foreground">
        <Spinner label={T.loading} />
        {T.loading}
      </p>
    );
  }
  if (favorites.isError) {
    return (
      <LoadError
        title={T.fetchFailed}
        error={favorites.error}
        onRetry={() => void favorites.refetch()}
        retrying={favorites.isFetching}
      />
    );
  }
  if (favorites.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed py-12 text-center">
        <Star aria-hidden className="size-8 text-muted-foreground" />
        <p className="text-lg font-medium">{T.emptyTitle}</p>
        <p className="text-sm text-muted-foreground">{T.emptyText}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to={paths.explore.getHref('business')}>{T.exploreBusiness}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.explore.getHref('association')}>{T.exploreAssociation}</Link>
          </Button>
        </div>
      </div>
    );
  }
  return <OfferGrid offers={favorites.data} />;
}
