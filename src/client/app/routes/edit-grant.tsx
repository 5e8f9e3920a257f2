// /stiftelser/:id/redigera: a foundation edits or deletes its programme.
import { useNavigate, useParams } from '@client/lib/router';
import { PageShell } from '@client/components/layout/page-shell';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useRequireSignIn } from '@client/lib/auth';
import { GrantEdit } from '@client/features/grants/components/grant-edit';

export default function EditGrantPage() {
  const { id = '' } = useParams();
  const { isAuthenticated, user } = useRequireSignIn();
  const navigate = useNavigate();
  return (
    <PageShell title="Ändra utlysning">
      {!isAuthenticated || !user ? (
        <Spinner />
      ) : (
        <GrantEdit
          id={id}
          me={user.id}
          onSaved={(g) => void navigate(paths.grant.getHref(g.id))}
          onDeleted={() => void navigate(paths.dashboard.getHref())}
        />
      )}
    </PageShell>
  );
}
