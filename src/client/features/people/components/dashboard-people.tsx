// The person's part of the dashboard (issue 25 §3): 'Projekt för dig' from the skills profile, with the
// reasons of each fit and a link to the project's page, and 'Mina intressen' with their status.
import { Link } from '@client/lib/router';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { paths } from '@client/config/paths';
import { PEOPLE_TEXTS } from '@shared/people-texts';
import { INTEREST_STATUS_LABELS, TALENT_TEXTS } from '@shared/talent-texts';
import { useMyInterests, useProjectMatches } from '../api/get-for-me';
import { useSkillProfile } from '../api/skill-profile';
import { BadgeList } from './badge-list';

const T = PEOPLE_TEXTS.dashboard;

function ProjectsForYou() {
  const profile = useSkillProfile();
  const matches = useProjectMatches(Boolean(profile.data));
  return (
    <Card data-testid="projects-for-you">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-4">
        <div>
          <CardTitle className="text-lg" role="heading" aria-level={2}>
            {TALENT_TEXTS.forYouTitle}
          </CardTitle>
          <CardDescription>{T.forYouIntro}</CardDescription>
        </div>
        <Button asChild size="sm" variant="outline">
          <Link to={paths.projects.getHref()}>{T.browseProjects}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {profile.isPending || (profile.data && matches.isPending) ? (
          <Skeleton className="h-16" />
        ) : profile.isError || matches.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {T.loadError((profile.error ?? matches.error)?.message ?? '')}
          </p>
        ) : !profile.data ? (
          <div className="space-y-3 rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            <p>{T.noProfile}</p>
            <Button asChild size="sm">
              <Link to={`${paths.settings.getHref()}#kompetensprofil`}>{T.fillProfile}</Link>
            </Button>
          </div>
        ) : (matches.data ?? []).length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{T.noMatches}</p>
        ) : (
          <ul className="divide-y">
            {matches.data!.map((m) => {
              const role = m.project.roles.find((r) => r.id === m.roleId);
              return (
                <li key={m.project.id} className="space-y-1 py-3">
                  <Link
                    className="font-medium underline-offset-4 hover:underline"
                    to={paths.project.getHref(m.project.id)}
                  >
                    {m.project.title}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {m.project.organization} · {m.project.place}
                    {role && ` · ${T.role(role.title)}`}
                  </p>
                  <BadgeList label="Varför projektet passar" items={m.reasons} />
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function MyInterests() {
  const interests = useMyInterests();
  return (
    <Card data-testid="my-interests">
      <CardHeader>
        <CardTitle className="text-lg" role="heading" aria-level={2}>
          {T.interestsTitle}
        </CardTitle>
        <CardDescription>{T.interestsIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        {interests.isPending ? (
          <Skeleton className="h-16" />
        ) : interests.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {T.loadError(interests.error.message)}
          </p>
        ) : interests.data.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            {T.noInterests}
          </p>
        ) : (
          <ul className="divide-y">
            {interests.data.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0">
                  <Link
                    className="font-medium underline-offset-4 hover:underline"
                    to={paths.project.getHref(i.projectId)}
                  >
                    {i.projectTitle}
                  </Link>
                  <span className="block text-sm text-muted-foreground">
                    {i.organization} · {T.role(i.roleTitle)}
                  </span>
                </span>
                <Badge variant={i.status === 'chosen' ? 'default' : 'secondary'} data-testid="interest-status">
                  {INTEREST_STATUS_LABELS[i.status]}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** 'Projekt för dig' and 'Mina intressen', side by side on a wide screen */
export function DashboardPeople() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ProjectsForYou />
      <MyInterests />
    </div>
  );
}
