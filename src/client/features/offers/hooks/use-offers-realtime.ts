// Keeps offer data fresh: a realtime offer change (or a reconnect after a gap) refetches what is shown.
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@client/lib/realtime';
import { offerKeys } from '@client/features/offers/api/keys';

export function useOffersRealtime() {
  const queryClient = useQueryClient();
  useRealtimeEvent(['offer_changed', 'reconnect'], (event) => {
    if (event.type === 'offer_changed' && event.id !== undefined) {
      void queryClient.invalidateQueries({ queryKey: offerKeys.detail(String(event.id)) });
    }
    void queryClient.invalidateQueries({ queryKey: offerKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: ['offers', 'tags'] });
    void queryClient.invalidateQueries({ queryKey: offerKeys.mine() });
    void queryClient.invalidateQueries({ queryKey: offerKeys.favorites() });
  });
}
