// GET /api/billing/subscription: whether the caller has Premium; inactive when signed out, rechecked on every auth change.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, api, unwrap, withSignal } from '@client/lib/api-client';
import { useAuth } from '@client/lib/auth';
import { toast } from '@client/lib/toast';
import { SUBSCRIPTION_STATUS_TEXTS as T } from '@shared/frame-texts';
import type { TSubscription } from '@shared/schemas/billing.response';

export type SubscriptionState = TSubscription;

export const subscriptionQueryKey = ['subscription'] as const;
const INACTIVE: SubscriptionState = {
  active: false,
  status: null,
  current_period_end: null,
  cancel_at_period_end: false,
};

export async function getSubscription(signal?: AbortSignal): Promise<SubscriptionState> {
  try {
    return await unwrap(api.billing.subscription.$get({}, withSignal(signal)));
  } catch (error) {
    // the session ended meanwhile: not subscribed
    if (error instanceof ApiError && error.status === 401) return INACTIVE;
    throw error;
  }
}

/** Keyed by the user, so another user's answer is never shown after a sign-in or sign-out. */
export const getSubscriptionQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...subscriptionQueryKey, userId ?? 'anonymous'],
    queryFn: ({ signal }) => getSubscription(signal),
    enabled: Boolean(userId),
    staleTime: 30_000,
    retry: 1,
  });

export function useSubscription(): SubscriptionState & { isLoading: boolean } {
  const { user, isLoading: authLoading } = useAuth();
  const userId = user?.id ?? null;
  const query = useQuery(getSubscriptionQueryOptions(userId));
  useEffect(() => {
    if (query.isError) {
      // one toast however many components ask
      toast.error(T.errorTitle, {
        id: 'subscription-status',
        description: T.verifyStatus,
      });
    }
  }, [query.isError]);
  const data = userId ? (query.data ?? INACTIVE) : INACTIVE;
  return { ...data, isLoading: authLoading || (Boolean(userId) && query.isPending) };
}
