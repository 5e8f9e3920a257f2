// /projekt: the public list of approved projects of associations, businesses and foundations.
import { Link } from '@client/lib/router';
import { PageShell } from '@client/components/layout/page-shell';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { useAuth } from '@client/lib/auth';
import { ProjectList } from '@client/features/projects/components/project-list';
import { PROJECT_UI } from '@client/features/projects/texts';
import { SaveSearchButton } from '@client/features/notifications/components/save-search-button';
import { PROJECT_OWNER_TYPES, TALENT_TEXTS } from '@shared/talent-texts';

export default function ProjectsPage() {
  const { profile, isAuthenticated } = useAuth();
  const owner = (PROJECT_OWNER_TYPES as readonly string[]).includes(profile?.user_type ?? '');
  const actions = isAuthenticated ? (
    <>
      <SaveSearchButton type="project" />
      {owner && (
        <Button asChild>
          <Link to={paths.newProject.getHref()}>{PROJECT_UI.newProject}</Link>
        </Button>
      )}
    </>
  ) : undefined;
  return (
    <PageShell
      title={TALENT_TEXTS.projectsPageTitle}
      description={TALENT_TEXTS.projectsPageDescription}
      actions={actions}
      wide
    >
      <ProjectList />
    </PageShell>
  );
}
