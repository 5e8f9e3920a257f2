// The one global offer dialog (mounted in the root layout), opened by id through ../hooks/use-offer-dialog.
// Offers saved in this browser while offline ('local-…' ids) are passed in by the app.
import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import {
  dismissOfferDialog,
  returnFocusToOpener,
  useOfferDialogId,
} from '@client/features/offers/hooks/use-offer-dialog';
import { ApiError } from '@client/lib/api-client';
import type { TOffer } from '@shared/schemas/offer';
import { useOffer } from '@client/features/offers/api/get-offer';
import { findRememberedOffer, findSampleOffer } from '@client/features/offers/api/offline-fallback';
import { OFFER_UI } from '@client/features/offers/texts';
import { OfferDetail } from './offer-detail';

function useDialogOffer(id: string | null, local: TOffer[]) {
  const isServerId = Boolean(id && /^\d+$/.test(id));
  const query = useOffer(isServerId ? id : null);
  if (!id) return { offer: undefined, loading: false, notFound: false };
  if (id.startsWith('sample-')) return { offer: findSampleOffer(id), loading: false, notFound: !findSampleOffer(id) };
  if (id.startsWith('local-')) {
    const entry = local.find((o) => o.id === id);
    return { offer: entry, loading: false, notFound: !entry };
  }
  if (!isServerId) return { offer: undefined, loading: false, notFound: true };
  let offer: TOffer | undefined = query.data;
  // offline: show what this browser last saw of the offer
  if (!offer && query.error instanceof ApiError && query.error.isUnavailable) offer = findRememberedOffer(id);
  return { offer, loading: query.isPending && !offer, notFound: !offer && query.isError };
}

export function OfferDialogHost({
  localOffers = [],
  actions,
}: {
  localOffers?: TOffer[];
  /** more buttons under the offer (the app adds 'Rapportera') */
  actions?: (offer: TOffer) => ReactNode;
}) {
  const id = useOfferDialogId();
  const { offer, loading, notFound } = useDialogOffer(id, localOffers);

  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && dismissOfferDialog()}>
      <DialogContent
        className="sm:max-w-2xl"
        onCloseAutoFocus={(event) => {
          // Radix would focus its trigger, and this dialog is opened by id, not by a trigger
          event.preventDefault();
          returnFocusToOpener();
        }}
      >
        {offer ? (
          <OfferDetail offer={offer} actions={actions?.(offer)} />
        ) : loading ? (
          <>
            <DialogTitle className="sr-only">{OFFER_UI.dialog.loading}</DialogTitle>
            <DialogDescription className="sr-only">{OFFER_UI.dialog.loading}</DialogDescription>
            <div className="flex items-center gap-3 py-8">
              <Spinner label={OFFER_UI.dialog.loading} />
              <span className="text-sm text-muted-foreground">{OFFER_UI.dialog.loading}</span>
            </div>
          </>
        ) : notFound ? (
          <DialogHeader>
            <DialogTitle>{OFFER_UI.dialog.notFound}</DialogTitle>
            <DialogDescription>{OFFER_UI.dialog.notFoundText}</DialogDescription>
          </DialogHeader>
        ) : (
          <>
            <DialogTitle className="sr-only">{OFFER_UI.dialog.loading}</DialogTitle>
            <DialogDescription className="sr-only">{OFFER_UI.dialog.loading}</DialogDescription>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
