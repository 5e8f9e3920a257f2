// /stiftelser: Stiftelsesök, the public catalogue of grant programmes.
import { Link } from '@client/lib/router';
import { PageShell } from '@client/components/layout/page-shell';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { useAuth } from '@client/lib/auth';
import { GrantCatalogue } from '@client/features/grants/components/grant-catalogue';
import { SaveSearchButton } from '@client/features/notifications/components/save-search-button';

export default function GrantsPage() {
  const { profile, isAuthenticated } = useAuth();
  const actions = isAuthenticated ? (
    <>
      <SaveSearchButton type="grant" />
      {profile?.user_type === 'foundation' && (
        <Button asChild>
          <Link to={paths.newGrant.getHref()}>Ny utlysning</Link>
        </Button>
      )}
    </>
  ) : undefined;
  return (
    <PageShell
      title="Stiftelsesök"
      description="Utlysningar från stiftelser och fonder: sök, filtrera, bevaka sista ansökningsdagen och skriv ansökan med AI-hjälp."
      actions={actions}
      wide
    >
      <GrantCatalogue />
    </PageShell>
  );
}
