// GET /api/billing/offer-quota: how many offers the caller has and may have (no limit with Premium).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import { useAuth } from '@client/lib/auth';

export const offerQuotaQueryKey = ['offer-quota'] as const;

export const getOfferQuotaQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...offerQuotaQueryKey, userId],
    queryFn: async ({ signal }) => unwrap(api.billing['offer-quota'].$get({}, withSignal(signal))),
    staleTime: 0,
  });

/** Only for a signed-in user; refetched on every visit of the form, so a new offer counts at once. */
export function useOfferQuota() {
  const { user } = useAuth();
  return useQuery({ ...getOfferQuotaQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}
