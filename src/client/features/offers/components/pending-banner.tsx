import { Clock } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { OFFER_UI } from '@client/features/offers/texts';

/** The amber note on the owner's offers that an administrator has not approved yet. */
export function PendingBanner({ compact = false }: { compact?: boolean }) {
  return (
    <Alert variant="warning" role="status">
      <Clock aria-hidden />
      <AlertTitle>{OFFER_UI.card.pending}</AlertTitle>
      {!compact && <AlertDescription>{OFFER_UI.card.pendingText}</AlertDescription>}
    </Alert>
  );
}
