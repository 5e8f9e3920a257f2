// /create-offer?type=: publish an offer (spec §2 Edit and create offer).
import { useSearchParams } from '@client/lib/router';
import { PageShell } from '@client/components/layout/page-shell';
import { CreateOfferView } from '@client/features/offers/components/create-offer-view';
import { OFFER_UI } from '@client/features/offers/texts';
import { OffersBackground } from '@client/features/offers/components/offers-background';
import { saveLocalOffer } from '@client/features/offline/hooks/use-local-offers';
import { OfferQuotaNotice } from '@client/features/billing/components/offer-quota-notice';

export default function CreateOfferPage() {
  const [params] = useSearchParams();
  return (
    <PageShell title={OFFER_UI.form.createTitle} description={OFFER_UI.form.createIntro}>
      <OffersBackground />
      <CreateOfferView queryType={params.get('type')} saveOffline={saveLocalOffer} notice={<OfferQuotaNotice />} />
    </PageShell>
  );
}
