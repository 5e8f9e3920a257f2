import { Badge } from '@client/components/ui/badge';
import { OFFER_UI } from '@client/features/offers/texts';
import type { TOffer } from '@shared/schemas/offer';

/** A built-in sample offer (no owner) says it is an example, on cards and in the detail. */
export function SampleBadge({ offer }: { offer: TOffer }) {
  if (offer.user_id !== null) return null;
  return (
    <Badge variant="outline" title={OFFER_UI.card.sampleText}>
      {OFFER_UI.card.sample}
    </Badge>
  );
}
