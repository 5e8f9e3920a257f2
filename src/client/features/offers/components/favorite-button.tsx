// The favourite star: toggles at once; an anonymous visitor is sent to sign in and comes back to this page
// with the star set (use-pending-favorite).
import { Star } from 'lucide-react';
import { useNavigate } from '@client/lib/router';
import { toast } from '@client/lib/toast';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { useAuth } from '@client/lib/auth';
import { cn } from '@client/lib/utils';
import type { TOffer } from '@shared/schemas/offer';
import { useFavorites } from '@client/features/offers/api/get-favorites';
import { useToggleFavorite } from '@client/features/offers/api/toggle-favorite';
import { OFFER_UI } from '@client/features/offers/texts';
import { rememberPendingFavorite } from '@client/features/offers/hooks/use-pending-favorite';

export const isServerOfferId = (id: string) => /^\d+$/.test(id);

export function FavoriteButton({ offer, className }: { offer: TOffer; className?: string }) {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const favorites = useFavorites({ enabled: isAuthenticated });
  const toggle = useToggleFavorite();
  const isFavorite = Boolean(favorites.data?.some((o) => o.id === offer.id));
  if (!isServerOfferId(offer.id)) return null;

  const onClick = () => {
    if (!isAuthenticated) {
      rememberPendingFavorite(offer.id);
      // window.location, not the router's: an open offer dialog has put its own address there
      navigate(paths.auth.getHref({ returnTo: `${window.location.pathname}${window.location.search}` }));
      return;
    }
    toggle.mutate(
      { offer, favorite: !isFavorite },
      { onError: (error) => toast.error(OFFER_UI.toasts.favoriteError, { description: error.message }) },
    );
  };

  const label = isFavorite ? OFFER_UI.card.unfavorite : OFFER_UI.card.favorite;
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={cn('shrink-0', className)}
      aria-label={label}
      aria-pressed={isFavorite}
      title={label}
      onClick={onClick}
    >
      <Star
        aria-hidden
        className={cn('size-5', isFavorite ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')}
      />
    </Button>
  );
}
