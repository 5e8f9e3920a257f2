import { Clock } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { OFFER_UI } from '@client/features/offers/texts';

/**
 * The amber note on the owner's offers that wait for an administrator: a new offer not approved yet, or
 * an approved offer whose edit waits for review (the approved version stays public meanwhile).
 */
export function PendingBanner({ compact = false, edit = false }: { compact?: boolean; edit?: boolean }) {
  const T = OFFER_UI.card;
  return (
    <Alert variant="warning" role="status">
      <Clock aria-hidden />
      <AlertTitle>{edit ? T.editPending : T.pending}</AlertTitle>
      {!compact && <AlertDescription>{edit ? T.editPendingText : T.pendingText}</AlertDescription>}
    </Alert>
  );
}
