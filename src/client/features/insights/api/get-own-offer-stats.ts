// GET /api/me/offers/stats: this week's views, favourites and contacts of each of the caller's offers.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import { useRealtimeEvent } from '@client/lib/realtime';
import { insightsKeys } from './keys';

export function useOwnOfferStats(opts: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  useRealtimeEvent(['offer_stats', 'reconnect'], () => {
    void queryClient.invalidateQueries({ queryKey: insightsKeys.mine() });
  });
  return useQuery({
    queryKey: insightsKeys.mine(),
    queryFn: ({ signal }) => unwrap(api.me.offers.stats.$get({}, withSignal(signal))),
    enabled: opts.enabled !== false,
  });
}
