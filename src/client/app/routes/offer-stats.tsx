// /my-pages/stats/:id: an offer's statistics for its owner (and the admin): insights feature, titled with
// the offer (offers feature).
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from '@client/lib/router';
import { PageShell } from '@client/components/layout/page-shell';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useRequireSignIn } from '@client/lib/auth';
import { useOffer } from '@client/features/offers/api/get-offer';
import { OfferStatsView } from '@client/features/insights/components/offer-stats-view';
import { INSIGHTS_UI } from '@client/features/insights/texts';

const T = INSIGHTS_UI.stats;

export default function OfferStatsPage() {
  const { id = '' } = useParams();
  const { isAuthenticated } = useRequireSignIn();
  const offer = useOffer(id, { enabled: isAuthenticated });
  return (
    <PageShell
      title={T.title}
      description={offer.data ? T.description(offer.data.title) : undefined}
      wide
      actions={
        <Button asChild variant="outline">
          <Link to={paths.myPages.getHref()}>
            <ArrowLeft aria-hidden /> {T.back}
          </Link>
        </Button>
      }
    >
      {!isAuthenticated ? <Spinner /> : <OfferStatsView key={id} offerId={id} />}
    </PageShell>
  );
}
