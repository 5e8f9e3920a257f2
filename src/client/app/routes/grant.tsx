// /stiftelser/:id: one grant programme. On a granted application the foundation proposes the agreement
// (the deals feature's grant template) in one click.
import { useParams } from 'react-router';
import { PageShell } from '@client/components/layout/page-shell';
import { useGrant } from '@client/features/grants/api/get-grants';
import { GrantPage } from '@client/features/grants/components/grant-page';
import { ProposeDealButton } from '@client/features/deals/components/propose-deal-button';

export default function GrantRoute() {
  const { id = '' } = useParams();
  const grant = useGrant(id);
  return (
    <PageShell title={grant.data?.name ?? 'Utlysning'}>
      <GrantPage
        id={id}
        grantedAction={(application) => (
          <ProposeDealButton
            counterpartyId={application.user_id}
            counterpartyName={application.applicant}
            myType="foundation"
            theirType="association"
          />
        )}
      />
    </PageShell>
  );
}
