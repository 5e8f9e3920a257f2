// The favourites card of the dashboard: up to three favourites (given by the route), each opening the offer.
import { Star } from 'lucide-react';
import { Link } from '@client/lib/router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { DASHBOARD_UI } from '@client/features/dashboard/texts';

const T = DASHBOARD_UI;

export interface FavoriteItem {
  id: string;
  title: string;
  organization: string;
}

/** Up to three favourites with links, or an empty text with a link to /explore/association. */
export function FavoritesCard({
  items,
  isLoading,
  onOpen,
  className,
}: {
  items: FavoriteItem[];
  isLoading: boolean;
  onOpen: (id: string) => void;
  className?: string;
}) {
  const top = items.slice(0, 3);
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Star aria-hidden className="size-5 text-amber-500" />
          {T.favoritesTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {isLoading ? (
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
                    onClick={() => onOpen(offer.id)}
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
