// Before the offer form is filled in: how many offers the Basic plan has left ('2 av 3 erbjudanden kvar'),
// with a link to /pricing; when none is left, a warning instead, so nobody types an offer in vain.
import { Link } from '@client/lib/router';
import { Info, TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { paths } from '@client/config/paths';
import { BILLING_TEXTS } from '@shared/billing-texts';
import { useOfferQuota } from '@client/features/billing/api/get-offer-quota';

const T = BILLING_TEXTS.quota;

export function OfferQuotaNotice() {
  const quota = useOfferQuota();
  const q = quota.data;
  if (!q || q.limit === null || q.remaining === null) return null;
  const none = q.remaining === 0;
  return (
    <Alert variant={none ? 'warning' : 'default'} role="status" data-testid="offer-quota">
      {none ? <TriangleAlert aria-hidden /> : <Info aria-hidden />}
      <AlertTitle>{none ? T.noneLeft(q.limit) : T.left(q.remaining, q.limit)}</AlertTitle>
      <AlertDescription>
        <p>
          {none ? T.noneLeftText : T.leftText}{' '}
          <Link to={paths.pricing.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
            {T.pricingLink}
          </Link>
        </p>
      </AlertDescription>
    </Alert>
  );
}
