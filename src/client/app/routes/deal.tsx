// /deals/:id: one deal (deals feature); 404 for anyone who is not a party.
import { Link, useParams } from '@client/lib/router';
import { PageShell } from '@client/components/layout/page-shell';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useRequireSignIn } from '@client/lib/auth';
import { useDeal } from '@client/features/deals/api/get-deal';
import { DealView } from '@client/features/deals/components/deal-view';
import { DEALS_UI as T } from '@client/features/deals/texts';
import { useDocumentTitle } from '@client/features/marketing/hooks/use-document-title';
import { ReportDialog } from '@client/features/trust/components/report-dialog';

function DealContent({ id }: { id: string }) {
  const deal = useDeal(id);
  const title = deal.data?.versions.at(-1)?.terms.title;
  useDocumentTitle(title ?? T.loading);
  const back = (
    <Button asChild variant="outline" size="sm">
      <Link to={paths.deals.getHref()}>{T.back}</Link>
    </Button>
  );
  if (deal.isPending) {
    return (
      <PageShell title={T.loading}>
        <Spinner label={T.loading} />
      </PageShell>
    );
  }
  if (deal.isError) {
    return (
      <PageShell title={T.notFound} actions={back}>
        <p role="alert">{deal.error.message}</p>
      </PageShell>
    );
  }
  return (
    <PageShell
      title={title}
      actions={
        <>
          {back}
          <ReportDialog targetType="deal" targetId={id} targetName={title ?? ''} />
        </>
      }
    >
      <DealView deal={deal.data} />
    </PageShell>
  );
}

export default function DealPage() {
  const { id = '' } = useParams();
  const { user } = useRequireSignIn();
  if (!user) return <Spinner />;
  return <DealContent key={id} id={id} />;
}
