// /stiftelser/:id: one grant programme.
import { useParams } from 'react-router';
import { PageShell } from '@client/components/layout/page-shell';
import { useGrant } from '@client/features/grants/api/get-grants';
import { GrantPage } from '@client/features/grants/components/grant-page';

export default function GrantRoute() {
  const { id = '' } = useParams();
  const grant = useGrant(id);
  return (
    <PageShell title={grant.data?.name ?? 'Utlysning'}>
      <GrantPage id={id} />
    </PageShell>
  );
}
