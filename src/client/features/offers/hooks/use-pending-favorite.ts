// A star clicked while signed out: remembered in this tab, and made a favourite once the visitor has
// signed in or created an account (the auth page brings them back to the page they were on).
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import { useAuth } from '@client/lib/auth';
import { DISCOVERY_TEXTS } from '@shared/discovery-texts';
import { setFavorite } from '@client/features/offers/api/toggle-favorite';
import { offerKeys } from '@client/features/offers/api/keys';

const KEY = 'samverka-pending-favorite';
/** a star older than this is forgotten: the visitor has moved on */
const MAX_AGE_MS = 60 * 60 * 1000;

export function rememberPendingFavorite(offerId: string) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ offerId, at: Date.now() }));
  } catch {
    // storage unavailable: the star is simply not carried over
  }
}

function takePendingFavorite(): string | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    sessionStorage.removeItem(KEY);
    const parsed = JSON.parse(raw) as { offerId?: unknown; at?: unknown };
    if (typeof parsed.offerId !== 'string' || !/^\d+$/.test(parsed.offerId)) return null;
    if (typeof parsed.at !== 'number' || Date.now() - parsed.at > MAX_AGE_MS) return null;
    return parsed.offerId;
  } catch {
    return null;
  }
}

export function usePendingFavorite() {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isAuthenticated) return;
    const offerId = takePendingFavorite();
    if (!offerId) return;
    setFavorite({ offer: { id: offerId }, favorite: true })
      .then(() => toast.success(DISCOVERY_TEXTS.favoriteSaved))
      .catch((error: Error) => toast.error(error.message))
      .finally(() => void queryClient.invalidateQueries({ queryKey: offerKeys.favorites() }));
  }, [isAuthenticated, queryClient]);
}
