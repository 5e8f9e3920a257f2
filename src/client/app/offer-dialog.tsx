// The global offer dialog as the app composes it: the offers feature's dialog, which also shows the
// offers saved in this browser while offline (offline feature), with 'Rapportera' (trust feature).
import { useAuth } from '@client/lib/auth';
import { OfferDialogHost } from '@client/features/offers/components/offer-dialog-host';
import { localToOffer, useLocalOffers } from '@client/features/offline/hooks/use-local-offers';
import { LazyReportDialog } from '@client/features/trust/components/lazy-report-dialog';
import type { TOffer } from '@shared/schemas/offer';

/** a signed-in visitor can report a published offer of someone else */
export function ReportOffer({ offer, me }: { offer: TOffer; me: string | undefined }) {
  if (!me || offer.user_id === me || offer.is_approved === false || !/^\d+$/.test(offer.id)) return null;
  return <LazyReportDialog targetType="offer" targetId={offer.id} targetName={`"${offer.title}"`} />;
}

export function OfferDialog() {
  const local = useLocalOffers();
  const { user } = useAuth();
  return (
    <OfferDialogHost
      localOffers={local.map(localToOffer)}
      actions={(offer) => <ReportOffer offer={offer} me={user?.id} />}
    />
  );
}
