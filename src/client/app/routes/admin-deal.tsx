// /admin/deals/:id: a deal a party has reported, read-only for the admin (deals feature). The admin sees
// no other deal: the server answers 404 for one nobody reported.
import { Link, useParams } from '@client/lib/router';
import { PageShell } from '@client/components/layout/page-shell';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useReportedDeal } from '@client/features/deals/api/get-deal';
import { DealView } from '@client/features/deals/components/deal-view';
import { DEALS_UI as T } from '@client/features/deals/texts';

export default function AdminDealPage() {
  const { id = '' } = useParams();
  const deal = useReportedDeal(id);
  const back = (
    <Button asChild variant="outline" size="sm">
      <Link to={paths.admin.getHref()}>Till admin</Link>
    </Button>
  );
  if (deal.isPending) return <Spinner label={T.loading} />;
  if (deal.isError) {
    return (
      <PageShell title={T.notFound} actions={back}>
        <p role="alert">{deal.error.message}</p>
      </PageShell>
    );
  }
  return (
    <PageShell title={deal.data.versions.at(-1)?.terms.title} actions={back}>
      <DealView deal={deal.data} />
    </PageShell>
  );
}
