import { BadgeCheck } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { ORG_TEXTS } from '@shared/org-number';
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

/** The owner's organisation is verified by the admin ('Verifierad organisation'), on cards too. */
export function VerifiedBadge({ offer }: { offer: TOffer }) {
  if (!offer.owner?.verified) return null;
  return (
    <Badge variant="success" data-testid="card-org-verified">
      <BadgeCheck aria-hidden />
      {ORG_TEXTS.badge}
    </Badge>
  );
}
