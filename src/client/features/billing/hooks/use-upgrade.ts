// The upgrade flow of spec §7: sign-in check, the provider customer, a checkout session, then its page.
import { useCallback, useState } from 'react';
import { useNavigate } from '@client/lib/router';
import { toast } from '@client/lib/toast';
import { ApiError } from '@client/lib/api-client';
import { useAuth } from '@client/lib/auth';
import { paths } from '@client/config/paths';
import { BILLING_TEXTS } from '@shared/billing-texts';
import { createCustomer } from '@client/features/billing/api/create-customer';
import { createCheckout } from '@client/features/billing/api/create-checkout';

const T = BILLING_TEXTS;
const fail = (description: string) => toast.error(T.errorTitle, { description });

export function useUpgrade() {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);

  const upgrade = useCallback(
    async (priceId: string) => {
      if (!isAuthenticated) {
        toast.error(T.loginRequiredTitle, {
          description: T.loginRequiredUpgrade,
          action: {
            label: 'Logga in',
            onClick: () => navigate(paths.auth.getHref({ returnTo: paths.pricing.getHref(), tab: 'signin' })),
          },
        });
        return;
      }
      setPending(true);
      try {
        let customerId: string | undefined;
        try {
          customerId = (await createCustomer())?.customerId;
        } catch (error) {
          // a failed customer creation stops the redirect
          fail(error instanceof ApiError && error.message ? error.message : T.errors.customerFallback);
          return;
        }
        if (!customerId) {
          fail(T.errors.invalidResponse);
          return;
        }
        let url: string | null | undefined;
        try {
          url = (await createCheckout({ priceId, customerId }))?.url;
        } catch (error) {
          fail(error instanceof ApiError && error.status !== 0 ? error.message : T.errors.processRequest);
          return;
        }
        if (!url) {
          fail(T.errors.noCheckoutUrl);
          return;
        }
        // the built-in checkout is a page of this app; Stripe's is elsewhere
        if (url.startsWith('/')) navigate(url);
        else window.location.assign(url);
      } catch {
        fail(T.errors.processRequest);
      } finally {
        setPending(false);
      }
    },
    [isAuthenticated, navigate],
  );

  return { upgrade, isPending };
}
