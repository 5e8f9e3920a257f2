// GET /api/offers/:id/stats for the last `days` days, refetched when the offer_stats event names the offer.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap, withSignal } from '@client/lib/api-client';
import { useRealtimeEvent } from '@client/lib/realtime';
import { insightsKeys } from './keys';

const DAY_MS = 86_400_000;
/** the Stockholm calendar day, as the server counts them */
const stockholmDay = (at: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(at);

export function getOfferStats(id: string, days: number, signal?: AbortSignal) {
  const now = Date.now();
  const query = { from: stockholmDay(now - (days - 1) * DAY_MS), to: stockholmDay(now) };
  return unwrap(api.offers[':id'].stats.$get({ param: pathParams({ id }), query }, withSignal(signal)));
}

export function useOfferStats(id: string, days: number) {
  const queryClient = useQueryClient();
  useRealtimeEvent(['offer_stats', 'reconnect'], (event) => {
    if (event.type === 'reconnect' || String(event.id) === id)
      void queryClient.invalidateQueries({ queryKey: insightsKeys.statsOf(id) });
  });
  return useQuery({
    queryKey: insightsKeys.stats(id, days),
    queryFn: ({ signal }) => getOfferStats(id, days, signal),
    placeholderData: (previous) => previous,
  });
}
