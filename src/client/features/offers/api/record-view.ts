// POST /api/offers/:id/view when an offer's page or dialog shows, and GET /api/profiles/:id/audience for
// the owner's declared reach shown beside it.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, pathParams, unwrap } from '@client/lib/api-client';
import type { TOffer } from '@shared/schemas/offer';

// the server counts one view per viewer and day; this only spares repeated calls within a tab
const sent = new Set<string>();

export function useRecordView(offer: TOffer, isOwn: boolean) {
  useEffect(() => {
    if (isOwn || !offer.is_approved || sent.has(offer.id)) return;
    sent.add(offer.id);
    // a lost view is no error the visitor needs to see
    api.offers[':id'].view.$post({ param: pathParams({ id: offer.id }) }).catch(() => sent.delete(offer.id));
  }, [offer.id, offer.is_approved, isOwn]);
}

/** the owner's declared total reach, or null when none is declared */
export function useOwnerReach(userId: string | null) {
  return useQuery({
    queryKey: ['audience', userId],
    queryFn: () => unwrap(api.profiles[':id'].audience.$get({ param: pathParams({ id: userId! }) })),
    enabled: Boolean(userId),
    staleTime: 60_000,
    select: (answer) => (answer.audience && answer.audience.totalReach > 0 ? answer.audience.totalReach : null),
  });
}
