// /deals: the caller's deals by state (deals feature).
import { PageShell } from '@client/components/layout/page-shell';
import { Spinner } from '@client/components/ui/spinner';
import { useRequireSignIn } from '@client/lib/auth';
import { DealsList } from '@client/features/deals/components/deals-list';
import { DEALS_UI as T } from '@client/features/deals/texts';
import { useDocumentTitle } from '@client/features/marketing/hooks/use-document-title';

export default function DealsPage() {
  const { user } = useRequireSignIn();
  useDocumentTitle(T.listTitle);
  return (
    <PageShell title={T.listTitle} description={T.listDescription}>
      {user ? <DealsList /> : <Spinner />}
    </PageShell>
  );
}
