// /pricing: Basic and Premium, the current plan marked, the upgrade flow, cancel, and the payment return (spec §4).
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@client/lib/router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import { CalendarClock, CircleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatDate } from '@client/lib/format';
import { useAuth } from '@client/lib/auth';
import { BILLING_TEXTS } from '@shared/billing-texts';
import { usePaymentAvailable, usePlans } from '@client/features/billing/api/get-plans';
import { subscriptionQueryKey, useSubscription } from '@client/features/billing/api/get-subscription';
import { useUpgrade } from '@client/features/billing/hooks/use-upgrade';
import { CancelSubscriptionButton } from './cancel-subscription-button';
import { PlanCard } from './plan-card';

const T = BILLING_TEXTS;

/** How long after the return from checkout the subscription is read again (a webhook may land late). */
const CONFIRM_CHECKS_MS = [0, 2000, 5000, 10_000];

/**
 * The return from checkout. '?success=true' alone proves nothing (anyone can type it): success is said
 * only once the server reports an active subscription; if it never does, the page says the payment is
 * not confirmed.
 */
function usePaymentReturn(isActive: boolean) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const handled = useRef(false);
  const [awaiting, setAwaiting] = useState(false);
  useEffect(() => {
    if (handled.current) return;
    const success = params.get('success') === 'true' && params.get('session_id');
    const canceled = params.get('canceled') === 'true';
    if (!success && !canceled) return;
    handled.current = true;
    if (success) {
      setAwaiting(true);
      for (const ms of CONFIRM_CHECKS_MS) {
        setTimeout(() => void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }), ms);
      }
      setTimeout(
        () =>
          setAwaiting((still) => {
            if (still) toast(T.notConfirmedTitle, { id: 'payment-return', description: T.notConfirmedText });
            return false;
          }),
        CONFIRM_CHECKS_MS.at(-1)! + 1500,
      );
    } else {
      toast(T.abortedTitle, { id: 'payment-return', description: T.abortedText });
    }
    // a reload must not say it again
    setParams({}, { replace: true });
  }, [params, setParams, queryClient]);
  useEffect(() => {
    if (!awaiting || !isActive) return;
    setAwaiting(false);
    toast.success(T.activatedTitle, { id: 'payment-return', description: T.activatedText });
  }, [awaiting, isActive]);
}

export function PricingPlans() {
  const { isAuthenticated } = useAuth();
  const plans = usePlans();
  const paymentAvailable = usePaymentAvailable();
  const subscription = useSubscription();
  usePaymentReturn(subscription.active);
  const { upgrade, isPending } = useUpgrade();
  const list = plans.data ?? [];

  return (
    <div className="space-y-8">
      {!paymentAvailable && !subscription.active && (
        <Alert variant="warning">
          <CircleAlert aria-hidden />
          <AlertTitle>{T.paymentUnavailableTitle}</AlertTitle>
          <AlertDescription>{T.errors.paymentUnavailable}</AlertDescription>
        </Alert>
      )}
      {subscription.active && (
        <Alert>
          <CalendarClock aria-hidden />
          <AlertTitle>Du har Premium</AlertTitle>
          <AlertDescription>
            {subscription.cancel_at_period_end && subscription.current_period_end ? (
              <p>
                Din prenumeration är avslutad och upphör {formatDate(subscription.current_period_end)}. Du har Premium
                till dess.
              </p>
            ) : (
              <>
                {subscription.current_period_end && (
                  <p>Nuvarande period gäller till och med {formatDate(subscription.current_period_end)}.</p>
                )}
                <div className="pt-2">
                  <CancelSubscriptionButton periodEnd={subscription.current_period_end} />
                </div>
              </>
            )}
          </AlertDescription>
        </Alert>
      )}
      {subscription.isLoading ? (
        <div className="grid gap-6 md:grid-cols-2" aria-busy="true">
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
        </div>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          {list.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              // a visitor has no plan: nothing is 'Nuvarande plan' until they have signed in
              isCurrent={isAuthenticated && plan.id === (subscription.active ? 'premium' : 'basic')}
              busy={isPending}
              unavailable={!paymentAvailable}
              onUpgrade={plan.priceId ? () => void upgrade(plan.priceId!) : undefined}
            />
          ))}
        </div>
      )}
    </div>
  );
}
