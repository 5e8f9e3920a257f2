// 'Mina projekt' for an association, business or foundation: its projects (also pending), each linking to
// its page, where the interests per role are handled.
import { Link } from '@client/lib/router';
import { LoadError } from '@client/components/load-error';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useMyProjects } from '../api/projects';
import { PROJECT_UI as T } from '../texts';

export function MyProjects() {
  const mine = useMyProjects();
  return (
    <section aria-labelledby="my-projects-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-projects-heading" className="text-xl font-semibold">
          {T.myProjects}
        </h2>
        <Button asChild size="sm" variant="outline">
          <Link to={paths.newProject.getHref()}>{T.newProject}</Link>
        </Button>
      </div>
      {mine.isPending ? (
        <Spinner />
      ) : mine.isError ? (
        <LoadError
          title={T.loadError}
          error={mine.error}
          onRetry={() => void mine.refetch()}
          retrying={mine.isFetching}
        />
      ) : mine.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.noMyProjects}</p>
      ) : (
        <ul className="space-y-2">
          {mine.data.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-2 rounded-md border p-3">
              <Link className="font-medium underline" to={paths.project.getHref(p.id)}>
                {p.title}
              </Link>
              <span className="text-sm text-muted-foreground">{T.roles(p.roles.length)}</span>
              {!p.isApproved && <Badge variant="secondary">{T.pending}</Badge>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
