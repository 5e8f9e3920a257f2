// /stiftelser/ny: a foundation publishes a programme.
import { useNavigate } from '@client/lib/router';
import { toast } from '@client/lib/toast';
import { PageShell } from '@client/components/layout/page-shell';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useRequireSignIn } from '@client/lib/auth';
import { GrantForm } from '@client/features/grants/components/grant-form';
import { GRANT_TEXTS } from '@shared/grant-texts';

export default function NewGrantPage() {
  const { isAuthenticated, profile } = useRequireSignIn();
  const navigate = useNavigate();
  return (
    <PageShell title="Ny utlysning" description="Utlysningen publiceras när en administratör har granskat den.">
      {!isAuthenticated ? (
        <Spinner />
      ) : profile?.user_type !== 'foundation' ? (
        <p role="alert">{GRANT_TEXTS.errors.foundationOnly}</p>
      ) : (
        <GrantForm
          onCreated={(g) => {
            toast.success('Utlysningen är skickad för granskning');
            void navigate(paths.grant.getHref(g.id));
          }}
        />
      )}
    </PageShell>
  );
}
