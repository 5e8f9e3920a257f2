// /talanger: Talentfinder, for signed-in associations, businesses and foundations (the server refuses others).
import { Link } from '@client/lib/router';
import { PageShell } from '@client/components/layout/page-shell';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useRequireSignIn } from '@client/lib/auth';
import { SaveSearchButton } from '@client/features/notifications/components/save-search-button';
import { TalentFinder } from '@client/features/people/components/talent-finder';
import { PEOPLE_TEXTS } from '@shared/people-texts';
import { PROJECT_OWNER_TYPES } from '@shared/talent-texts';

const T = PEOPLE_TEXTS.finder;

export default function TalentsPage() {
  const { isAuthenticated, profile } = useRequireSignIn();
  const isOrganisation = (PROJECT_OWNER_TYPES as readonly string[]).includes(profile?.user_type ?? '');
  return (
    <PageShell
      title={T.title}
      description={T.description}
      actions={isOrganisation ? <SaveSearchButton type="talent" /> : undefined}
      wide
    >
      {!isAuthenticated ? (
        <Spinner />
      ) : !isOrganisation ? (
        <Alert role="alert">
          <AlertTitle>{T.onlyOrganisations}</AlertTitle>
          <AlertDescription>
            <p>{T.onlyOrganisationsHint}</p>
            <Button asChild size="sm" className="mt-2">
              <Link to={paths.projects.getHref()}>{PEOPLE_TEXTS.dashboard.browseProjects}</Link>
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <TalentFinder />
      )}
    </PageShell>
  );
}
