// The owner's view of a role's interests on the project page: each person's message, a link to the
// conversation, and 'Kontaktad' / 'Vald' / 'Inte aktuell' (the person is told by the server). On a chosen
// person the page offers what the route composes, e.g. 'Föreslå uppdragsavtal' from the deals feature.
import type { ReactNode } from 'react';
import { Link } from '@client/lib/router';
import { toast } from '@client/lib/toast';
import { MessageCircle } from 'lucide-react';
import { LoadError } from '@client/components/load-error';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { INTEREST_STATUS_LABELS, type InterestStatus } from '@shared/talent-texts';
import type { TInterest } from '@shared/schemas/talent.response';
import { useProjectInterests, useSetInterestStatus } from '../api/projects';
import { PROJECT_UI as T } from '../texts';

/** what the page offers on a chosen person (composed in the route) */
export type ChosenAction = (interest: TInterest) => ReactNode;

const MARKS = ['contacted', 'chosen', 'declined'] as const satisfies readonly Exclude<InterestStatus, 'sent'>[];

function InterestItem({
  interest,
  projectId,
  chosenAction,
}: {
  interest: TInterest;
  projectId: string;
  chosenAction?: ChosenAction;
}) {
  const mark = useSetInterestStatus(projectId);
  const i = interest;
  return (
    <li className="space-y-2 rounded-md border p-3" data-testid="interest">
      <p className="flex flex-wrap items-center gap-2">
        <strong>{i.username}</strong>
        <Badge variant="outline">
          {T.status}: {INTEREST_STATUS_LABELS[i.status]}
        </Badge>
        <span className="text-xs text-muted-foreground">{i.createdAt.slice(0, 10)}</span>
      </p>
      <p className="whitespace-pre-wrap text-sm">{i.message}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={paths.chatWith.getHref(i.userId)} aria-label={T.chatWith(i.username)}>
            <MessageCircle aria-hidden /> Chatt
          </Link>
        </Button>
        {MARKS.map((status) => (
          <Button
            key={status}
            type="button"
            size="sm"
            variant={i.status === status ? 'default' : 'outline'}
            aria-pressed={i.status === status}
            aria-label={T.markAs(INTEREST_STATUS_LABELS[status], i.username)}
            disabled={mark.isPending}
            onClick={() =>
              mark.mutate(
                { id: i.id, status },
                {
                  onSuccess: () => toast.success(T.marked(INTEREST_STATUS_LABELS[status])),
                  onError: (e) => toast.error(e.message),
                },
              )
            }
          >
            {INTEREST_STATUS_LABELS[status]}
          </Button>
        ))}
        {i.status === 'chosen' && chosenAction?.(i)}
      </div>
    </li>
  );
}

export function ProjectInterests({
  projectId,
  roleId,
  chosenAction,
}: {
  projectId: string;
  roleId: string;
  chosenAction?: ChosenAction;
}) {
  const interests = useProjectInterests(projectId, true);
  if (interests.isPending) return <Spinner />;
  if (interests.isError)
    return (
      <LoadError
        title={T.interestsLoadError}
        error={interests.error}
        onRetry={() => void interests.refetch()}
        retrying={interests.isFetching}
      />
    );
  const mine = interests.data.filter((i) => i.roleId === roleId);
  return (
    <div className="space-y-2">
      <h4 className="font-medium">{T.interestsHeading}</h4>
      {mine.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.noInterests}</p>
      ) : (
        <ul className="space-y-2">
          {mine.map((i) => (
            <InterestItem key={i.id} interest={i} projectId={projectId} chosenAction={chosenAction} />
          ))}
        </ul>
      )}
    </div>
  );
}
