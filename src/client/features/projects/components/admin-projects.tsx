// The admin's 'Projekt' tab: projects waiting for approval, each with its page, approve, refuse (with an
// optional reason the owner is told) and delete.
import { useId, useState } from 'react';
import { Link } from '@client/lib/router';
import { toast } from '@client/lib/toast';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { LabelledControl } from '@client/components/labelled-control';
import { LoadError } from '@client/components/load-error';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Textarea } from '@client/components/ui/textarea';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { REJECTION_REASON_MAX } from '@shared/schemas/moderation';
import type { TProject } from '@shared/schemas/talent.response';
import { useApproveProject, usePendingProjects, useRejectProject } from '../api/projects';
import { PROJECT_UI as T } from '../texts';
import { DeleteProject } from './project-edit';

function RejectProject({ project }: { project: TProject }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const reject = useRejectProject();
  const id = useId();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant="outline" size="sm">
          {T.reject(project.title)}
        </Button>
      }
      title={T.rejectTitle}
      description={T.rejectText(project.title)}
      cancelLabel={T.cancel}
      confirmLabel={reject.isPending ? T.rejecting : T.rejectConfirm}
      confirmClassName={buttonVariants({ variant: 'destructive' })}
      pending={reject.isPending}
      onConfirm={() =>
        reject.mutate(
          { id: project.id, reason },
          {
            onSuccess: () => {
              setOpen(false);
              toast.success(T.rejected);
            },
            onError: (e) => toast.error(e.message),
          },
        )
      }
    >
      <LabelledControl id={`${id}-reason`} label={T.rejectReason}>
        <Textarea
          rows={3}
          maxLength={REJECTION_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </LabelledControl>
    </ConfirmDialog>
  );
}

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
              <RejectProject project={p} />
              <DeleteProject project={p} onDeleted={() => void pending.refetch()} label={T.adminDelete(p.title)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
