// /projekt/ny: an association, business or foundation publishes a project (reviewed by an admin first).
import { useNavigate } from '@client/lib/router';
import { toast } from '@client/lib/toast';
import { PageShell } from '@client/components/layout/page-shell';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useRequireSignIn } from '@client/lib/auth';
import { ProjectForm } from '@client/features/projects/components/project-form';
import { PROJECT_UI } from '@client/features/projects/texts';
import { PROJECT_OWNER_TYPES } from '@shared/talent-texts';

export default function NewProjectPage() {
  const { isAuthenticated, profile } = useRequireSignIn();
  const navigate = useNavigate();
  return (
    <PageShell title="Nytt projekt" description="Projektet publiceras när en administratör har granskat det.">
      {!isAuthenticated ? (
        <Spinner />
      ) : !(PROJECT_OWNER_TYPES as readonly string[]).includes(profile?.user_type ?? '') ? (
        <p role="alert">{PROJECT_UI.ownerOnly}</p>
      ) : (
        <ProjectForm
          onSaved={(p) => {
            toast.success(PROJECT_UI.created);
            void navigate(paths.project.getHref(p.id));
          }}
        />
      )}
    </PageShell>
  );
}
