// /edit-offer/:id: the owner edits an offer (spec §2, §5 Edit access, §8 Edit).
import { useParams } from '@client/lib/router';
import { PageShell } from '@client/components/layout/page-shell';
import { EditOfferView } from '@client/features/offers/components/edit-offer-view';
import { OFFER_UI } from '@client/features/offers/texts';
import { OffersBackground } from '@client/features/offers/components/offers-background';

export default function EditOfferPage() {
  const { id = '' } = useParams();
  return (
    <PageShell title={OFFER_UI.form.editTitle}>
      <OffersBackground />
      <EditOfferView key={id} id={id} />
    </PageShell>
  );
}
