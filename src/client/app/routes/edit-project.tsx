// /projekt/:id/redigera: the owner edits or deletes its project.
import { useNavigate, useParams } from '@client/lib/router';
import { PageShell } from '@client/components/layout/page-shell';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useRequireSignIn } from '@client/lib/auth';
import { ProjectEdit } from '@client/features/projects/components/project-edit';

export default function EditProjectPage() {
  const { id = '' } = useParams();
  const { isAuthenticated, user } = useRequireSignIn();
  const navigate = useNavigate();
  return (
    <PageShell title="Ändra projekt">
      {!isAuthenticated || !user ? (
        <Spinner />
      ) : (
        <ProjectEdit
          id={id}
          me={user.id}
          onSaved={(p) => void navigate(paths.project.getHref(p.id))}
          onDeleted={() => void navigate(paths.myPages.getHref())}
        />
      )}
    </PageShell>
  );
}
