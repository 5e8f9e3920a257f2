// /projekt/:id: one project. Its owner edits it from here and handles the interests per role; on a chosen
// person the owner proposes an assignment agreement (the deals feature's 'assignment' template).
import { Link, useParams } from '@client/lib/router';
import { Pencil } from 'lucide-react';
import { PageShell } from '@client/components/layout/page-shell';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { useAuth } from '@client/lib/auth';
import { useProject } from '@client/features/projects/api/projects';
import { ProjectPage } from '@client/features/projects/components/project-page';
import { PROJECT_UI } from '@client/features/projects/texts';
import { ProposeDealButton } from '@client/features/deals/components/propose-deal-button';

export default function ProjectRoute() {
  const { id = '' } = useParams();
  const project = useProject(id);
  const { user, profile } = useAuth();
  const own = !!user && project.data?.userId === user.id;
  return (
    <PageShell
      title={project.data?.title ?? PROJECT_UI.listTitle}
      actions={
        own ? (
          <Button asChild variant="outline" size="sm">
            <Link to={paths.editProject.getHref(id)}>
              <Pencil aria-hidden /> {PROJECT_UI.edit}
            </Link>
          </Button>
        ) : undefined
      }
    >
      <ProjectPage
        id={id}
        chosenAction={(interest) => (
          <ProposeDealButton
            counterpartyId={interest.userId}
            counterpartyName={interest.username}
            myType={profile?.user_type}
            theirType="individual"
            template="assignment"
            label={PROJECT_UI.proposeAssignment}
          />
        )}
      />
    </PageShell>
  );
}
