// /pricing: Basic and Premium, the current plan marked, the upgrade flow, cancel, and the payment return (spec §4).
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CalendarClock, CircleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatDate } from '@client/lib/format';
import { BILLING_TEXTS } from '@shared/billing-texts';
import { usePaymentAvailable, usePlans } from '@client/features/billing/api/get-plans';
import { subscriptionQueryKey, useSubscription } from '@client/features/billing/api/get-subscription';
import { useUpgrade } from '@client/features/billing/hooks/use-upgrade';
import { CancelSubscriptionButton } from './cancel-subscription-button';
import { PlanCard } from './plan-card';

const T = BILLING_TEXTS;

function usePaymentReturn() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    const success = params.get('success') === 'true' && params.get('session_id');
    const canceled = params.get('canceled') === 'true';
    if (!success && !canceled) return;
    handled.current = true;
    if (success) {
      toast.success(T.activatedTitle, { id: 'payment-return', description: T.activatedText });
      // fresh state instead of the spec's page reload; Stripe's webhook may land a moment after the redirect
      for (const ms of [0, 2000, 5000, 10_000]) {
        setTimeout(() => void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }), ms);
      }
    } else {
      toast(T.abortedTitle, { id: 'payment-return', description: T.abortedText });
    }
    // a reload must not say it again
    setParams({}, { replace: true });
  }, [params, setParams, queryClient]);
}

export function PricingPlans() {
  usePaymentReturn();
  const plans = usePlans();
  const paymentAvailable = usePaymentAvailable();
  const subscription = useSubscription();
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
              isCurrent={plan.id === (subscription.active ? 'premium' : 'basic')}
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
