// /stiftelser/:id: the programme, 'Bevaka', the AI draft and application for applicants, the inbox for its owner.
import { Link } from '@client/lib/router';
import { toast } from '@client/lib/toast';
import { Bell, BellOff } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useAuth } from '@client/lib/auth';
import { GRANT_APPLICANT_LABELS, amountLabel, deadlineLabel, type GrantApplicant } from '@shared/grant-texts';
import { useGrant } from '../api/get-grants';
import { useToggleWatch } from '../api/grant-actions';
import { GrantDraft } from './grant-draft';
import { GrantInbox, type GrantedAction } from './grant-inbox';

const APPLICANT_USER_TYPES = new Set(['association', 'influencer', 'individual']);

export function GrantPage({ id, grantedAction }: { id: string; grantedAction?: GrantedAction }) {
  const grant = useGrant(id);
  const { user, profile, isAuthenticated } = useAuth();
  const watch = useToggleWatch(id);
  if (grant.isPending) return <Spinner />;
  if (grant.isError) return <p role="alert">{grant.error.message}</p>;
  const g = grant.data;
  const isOwner = user?.id === g.user_id;
  const canApply = isAuthenticated && APPLICANT_USER_TYPES.has(profile?.user_type ?? '');

  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <p className="text-muted-foreground">{g.organization}</p>
        <div className="flex flex-wrap gap-1">
          {!g.is_approved && <Badge variant="secondary">Väntar på granskning</Badge>}
          {g.is_example && <Badge variant="secondary">Exempeldata</Badge>}
          {g.areas.map((a) => (
            <Badge key={a} variant="outline">
              {a}
            </Badge>
          ))}
        </div>
        <p className="whitespace-pre-line">{g.purpose}</p>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium">Sista ansökningsdag</dt>
            <dd>
              {deadlineLabel(g)}
              {g.deadline_kind === 'yearly' && g.next_deadline ? ` (nästa ${g.next_deadline})` : ''}
              {!g.is_open && ' – stängd'}
            </dd>
          </div>
          <div>
            <dt className="font-medium">Belopp</dt>
            <dd>{amountLabel(g.amount_min, g.amount_max)}</dd>
          </div>
          <div>
            <dt className="font-medium">Regioner</dt>
            <dd>{g.regions.join(', ')}</dd>
          </div>
          <div>
            <dt className="font-medium">Vem får söka</dt>
            <dd>{g.applicant_types.map((a) => GRANT_APPLICANT_LABELS[a as GrantApplicant] ?? a).join(', ')}</dd>
          </div>
        </dl>
        {g.criteria.length > 0 && (
          <>
            <h2 className="text-lg font-semibold">Kriterier</h2>
            <ul className="list-disc pl-6">
              {g.criteria.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </>
        )}
        {g.documents.length > 0 && (
          <>
            <h2 className="text-lg font-semibold">Dokument som ska bifogas</h2>
            <ul className="list-disc pl-6">
              {g.documents.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          </>
        )}
        {isAuthenticated && g.is_approved ? (
          <Button
            type="button"
            variant={g.watched ? 'secondary' : 'outline'}
            aria-pressed={g.watched === true}
            disabled={watch.isPending}
            onClick={() =>
              watch.mutate(!g.watched, {
                onSuccess: () => toast.success(g.watched ? 'Bevakningen är borttagen' : 'Du bevakar utlysningen'),
                onError: (e) => toast.error(e.message),
              })
            }
          >
            {g.watched ? <BellOff aria-hidden /> : <Bell aria-hidden />} {g.watched ? 'Sluta bevaka' : 'Bevaka'}
          </Button>
        ) : (
          !isAuthenticated && (
            <p>
              <Link className="underline" to={paths.auth.getHref({ returnTo: paths.grant.getHref(id) })}>
                Logga in
              </Link>{' '}
              för att bevaka utlysningen och få hjälp att skriva ansökan.
            </p>
          )
        )}
      </div>
      {canApply && g.is_approved && g.is_open && <GrantDraft grant={g} />}
      {isOwner && <GrantInbox grantId={g.id} grantedAction={grantedAction} />}
    </div>
  );
}
