// /checkout/:sessionId: the built-in checkout page of the local payment provider.
import { useParams } from '@client/lib/router';
import { CheckoutView } from '@client/features/billing/components/checkout-view';

export default function CheckoutPage() {
  const { sessionId = '' } = useParams();
  return <CheckoutView key={sessionId} sessionId={sessionId} />;
}
