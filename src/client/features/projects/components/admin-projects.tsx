// The admin's 'Projekt' tab: projects waiting for approval, each with its page, approve and delete.
import { Link } from 'react-router';
import { toast } from 'sonner';
import { LoadError } from '@client/components/load-error';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useApproveProject, usePendingProjects } from '../api/projects';
import { PROJECT_UI as T } from '../texts';
import { DeleteProject } from './project-edit';

export function AdminProjects() {
  const pending = usePendingProjects();
  const approve = useApproveProject();
  return (
    <section aria-labelledby="pending-projects" className="space-y-2">
      <h2 id="pending-projects" className="text-xl font-semibold">
        {T.adminHeading}
      </h2>
      {pending.isPending ? (
        <Spinner />
      ) : pending.isError ? (
        <LoadError
          title={T.adminLoadError}
          error={pending.error}
          onRetry={() => void pending.refetch()}
          retrying={pending.isFetching}
        />
      ) : pending.data.length === 0 ? (
        <p>{T.adminNone}</p>
      ) : (
        <ul className="space-y-2">
          {pending.data.map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-center gap-3 rounded-md border p-3"
              data-testid="pending-project"
            >
              <Link className="underline" to={paths.project.getHref(p.id)}>
                {p.title}
              </Link>
              <span className="text-sm text-muted-foreground">
                {p.organization} · {T.roles(p.roles.length)}
              </span>
              <Button
                type="button"
                size="sm"
                disabled={approve.isPending}
                onClick={() =>
                  approve.mutate(p.id, {
                    onSuccess: () => toast.success(T.approved),
                    onError: (e) => toast.error(e.message),
                  })
                }
              >
                {T.approve(p.title)}
              </Button>
              <DeleteProject project={p} onDeleted={() => void pending.refetch()} label={T.adminDelete(p.title)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
