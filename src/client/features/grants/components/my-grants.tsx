// The 'Stiftelser' tab of /my-pages: watched programmes, the caller's applications and, for a foundation, its programmes.
import { Link } from '@client/lib/router';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { APPLICATION_STATUS_LABELS, deadlineLabel, formatSek } from '@shared/grant-texts';
import { FoundationClaim } from './foundation-claim';
import { useMyApplications, useMyGrants, useWatchedGrants } from '../api/get-grants';

export function MyGrants({ isFoundation }: { isFoundation: boolean }) {
  const watched = useWatchedGrants();
  const applications = useMyApplications();
  const mine = useMyGrants(isFoundation);
  return (
    <div className="space-y-8">
      <section aria-labelledby="watched-heading" className="space-y-2">
        <h2 id="watched-heading" className="text-xl font-semibold">
          Bevakade utlysningar
        </h2>
        {watched.data?.length === 0 && (
          <p>
            Du bevakar inga utlysningar.{' '}
            <Link className="underline" to={paths.grants.getHref()}>
              Sök bland stiftelser
            </Link>
          </p>
        )}
        <ul className="space-y-1" data-testid="watched-grants">
          {watched.data?.map((g) => (
            <li key={g.id}>
              <Link className="underline" to={paths.grant.getHref(g.id)}>
                {g.name}
              </Link>{' '}
              – {g.organization}, sista ansökningsdag {deadlineLabel(g)}
              {g.deadline_kind === 'yearly' && g.next_deadline ? ` (nästa ${g.next_deadline})` : ''}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="applications-heading" className="space-y-2">
        <h2 id="applications-heading" className="text-xl font-semibold">
          Mina ansökningar
        </h2>
        {applications.data?.length === 0 && <p>Inga ansökningar ännu.</p>}
        <ul className="space-y-1">
          {applications.data?.map((a) => (
            <li key={a.id}>
              <Link className="underline" to={paths.grant.getHref(a.grant_id)}>
                {a.grant_name}
              </Link>{' '}
              <Badge variant="outline">{APPLICATION_STATUS_LABELS[a.status]}</Badge>
              {a.amount !== null && ` ${formatSek(a.amount)}`}
              {a.message && ` – ${a.message}`}
            </li>
          ))}
        </ul>
      </section>
      {isFoundation && (
        <section aria-labelledby="my-grants-heading" className="space-y-2">
          <h2 id="my-grants-heading" className="text-xl font-semibold">
            Mina utlysningar
          </h2>
          <Button asChild size="sm">
            <Link to={paths.newGrant.getHref()}>Ny utlysning</Link>
          </Button>
          <ul className="space-y-1">
            {mine.data?.map((g) => (
              <li key={g.id}>
                <Link className="underline" to={paths.grant.getHref(g.id)}>
                  {g.name}
                </Link>{' '}
                {!g.is_approved && <Badge variant="secondary">Väntar på granskning</Badge>}{' '}
                <Link className="text-sm underline" to={paths.editGrant.getHref(g.id)} aria-label={`Ändra ${g.name}`}>
                  Ändra
                </Link>
              </li>
            ))}
          </ul>
          <FoundationClaim />
        </section>
      )}
    </div>
  );
}
