// /create-offer?type=: publish an offer (spec §2 Edit and create offer).
import { useSearchParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { CreateOfferView } from '@/features/offers/components/create-offer-view';
import { OFFER_UI } from '@/features/offers/texts';
import { OffersBackground } from '@/features/offers/components/offers-background';

export default function CreateOfferPage() {
  const [params] = useSearchParams();
  return (
    <PageShell title={OFFER_UI.form.createTitle} description={OFFER_UI.form.createIntro}>
      <OffersBackground />
      <CreateOfferView queryType={params.get('type')} />
    </PageShell>
  );
}
