// /projekt/:id: the project (description, organisation, place) and its roles with skills, hours, period,
// place or remote, volunteer or paid, interest deadline. A signed-in individual or influencer says 'Jag är
// intresserad' per role; a visitor is asked to sign in; an organisation sees neither. The owner sees the
// interests per role under each role.
import { Link } from '@client/lib/router';
import { Badge } from '@client/components/ui/badge';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useAuth } from '@client/lib/auth';
import { INTEREST_STATUS_LABELS, TALENT_USER_TYPES } from '@shared/talent-texts';
import type { TProject, TProjectRole } from '@shared/schemas/talent.response';
import { useMyInterests, useProject } from '../api/projects';
import { PROJECT_UI as T } from '../texts';
import { InterestDialog } from './interest-dialog';
import { ProjectInterests, type ChosenAction } from './project-interests';

const stockholmToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

function RoleFacts({ project, role }: { project: TProject; role: TProjectRole }) {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-medium">{T.hours}</dt>
        <dd>{T.hoursValue(role.hoursPerWeek)}</dd>
      </div>
      <div>
        <dt className="font-medium">{T.period}</dt>
        <dd>{T.periodValue(role.periodFrom, role.periodTo)}</dd>
      </div>
      <div>
        <dt className="font-medium">{T.where}</dt>
        <dd>{role.remote ? T.remoteValue(project.place) : project.place}</dd>
      </div>
      <div>
        <dt className="font-medium">{T.pay}</dt>
        <dd>{T.payValue(role.paid, role.amount)}</dd>
      </div>
      <div>
        <dt className="font-medium">{T.deadline}</dt>
        <dd>{role.interestDeadline ?? T.noDeadline}</dd>
      </div>
    </dl>
  );
}

export function ProjectPage({ id, chosenAction }: { id: string; chosenAction?: ChosenAction }) {
  const project = useProject(id);
  const { user, profile, isAuthenticated } = useAuth();
  const isTalent = isAuthenticated && (TALENT_USER_TYPES as readonly string[]).includes(profile?.user_type ?? '');
  const mine = useMyInterests(isTalent);
  if (project.isPending) return <Spinner />;
  if (project.isError)
    return (
      <p role="alert" data-testid="project-not-found">
        {project.error.message || T.notFound}
      </p>
    );
  const p = project.data;
  const isOwner = user?.id === p.userId;
  const canExpress = isTalent && !isOwner;
  const sentTo = new Map((mine.data ?? []).filter((i) => i.projectId === p.id).map((i) => [i.roleId, i]));
  const today = stockholmToday();

  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <p className="text-muted-foreground">
          <span className="sr-only">{T.organization}: </span>
          {p.organization} · {p.place}
        </p>
        {!p.isApproved && <Badge variant="secondary">{T.pending}</Badge>}
        <p className="whitespace-pre-line">{p.description}</p>
        {!isAuthenticated && p.isApproved && (
          <p>
            <Link className="underline" to={paths.auth.getHref({ returnTo: paths.project.getHref(id) })}>
              {T.signIn}
            </Link>{' '}
            {T.signInToInterest}
          </p>
        )}
      </div>
      <section aria-labelledby="roles-heading" className="space-y-4">
        <h2 id="roles-heading" className="text-xl font-semibold">
          {T.rolesHeading}
        </h2>
        <ul className="space-y-4">
          {p.roles.map((role) => {
            const closed = role.interestDeadline !== null && role.interestDeadline < today;
            return (
              <li key={role.id} className="space-y-3 rounded-lg border p-4" data-testid="project-role">
                <h3 className="text-lg font-semibold">{role.title}</h3>
                <div>
                  <p className="text-sm font-medium">{T.skills}</p>
                  <ul className="flex flex-wrap gap-1" aria-label={`${T.skills}: ${role.title}`}>
                    {role.skills.map((s) => (
                      <li key={s.name}>
                        <Badge variant="outline">{s.name}</Badge>
                      </li>
                    ))}
                  </ul>
                </div>
                <RoleFacts project={p} role={role} />
                {canExpress &&
                  p.isApproved &&
                  (sentTo.has(role.id) ? (
                    <p className="text-sm" data-testid="my-interest">
                      {T.yourInterest(INTEREST_STATUS_LABELS[sentTo.get(role.id)!.status])}{' '}
                      <Link className="underline" to={paths.chatWith.getHref(p.userId)}>
                        {T.openChat}
                      </Link>
                    </p>
                  ) : closed ? (
                    <p className="text-sm text-muted-foreground">{T.interestClosed}</p>
                  ) : (
                    <InterestDialog project={p} role={role} />
                  ))}
                {isOwner && <ProjectInterests projectId={p.id} roleId={role.id} chosenAction={chosenAction} />}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
