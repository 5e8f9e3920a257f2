// /stiftelser/:id: one grant programme. On a granted application the foundation proposes the agreement
// (the deals feature's grant template) in one click; its owner reaches the page to edit or delete it.
import { Link, useParams } from '@client/lib/router';
import { Pencil } from 'lucide-react';
import { PageShell } from '@client/components/layout/page-shell';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { useAuth } from '@client/lib/auth';
import { useGrant } from '@client/features/grants/api/get-grants';
import { GrantPage } from '@client/features/grants/components/grant-page';
import { ProposeDealButton } from '@client/features/deals/components/propose-deal-button';

export default function GrantRoute() {
  const { id = '' } = useParams();
  const grant = useGrant(id);
  const { user } = useAuth();
  const own = !!user && grant.data?.user_id === user.id;
  return (
    <PageShell
      title={grant.data?.name ?? 'Utlysning'}
      actions={
        own ? (
          <Button asChild variant="outline" size="sm">
            <Link to={paths.editGrant.getHref(id)}>
              <Pencil aria-hidden /> Ändra utlysningen
            </Link>
          </Button>
        ) : undefined
      }
    >
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
