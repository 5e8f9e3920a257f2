// The global offer dialog as the app composes it: the offers feature's dialog, which also shows the
// offers saved in this browser while offline (offline feature).
import { OfferDialogHost } from '@client/features/offers/components/offer-dialog-host';
import { localToOffer, useLocalOffers } from '@client/features/offline/hooks/use-local-offers';

export function OfferDialog() {
  const local = useLocalOffers();
  return <OfferDialogHost localOffers={local.map(localToOffer)} />;
}
