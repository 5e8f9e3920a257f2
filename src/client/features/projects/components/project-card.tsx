// One project in the list /projekt: title (links to its page), organisation, place, its roles in short.
import { Link } from '@client/lib/router';
import { MapPin } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { paths } from '@client/config/paths';
import type { TProject } from '@shared/schemas/talent.response';
import { PROJECT_UI as T } from '../texts';

export function ProjectCard({ project }: { project: TProject }) {
  return (
    <Card data-testid="project-card" className="h-full">
      <CardHeader>
        <CardTitle className="text-lg">
          <Link to={paths.project.getHref(project.id)} className="hover:underline">
            {project.title}
          </Link>
        </CardTitle>
        <p className="text-sm text-muted-foreground">{project.organization}</p>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        <p className="flex items-center gap-1.5">
          <MapPin aria-hidden className="size-4" /> {project.place}
        </p>
        <p className="font-medium">{T.roles(project.roles.length)}</p>
        <ul className="space-y-1">
          {project.roles.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-1">
              <span>{r.title}</span>
              <Badge variant="outline">{T.hoursValue(r.hoursPerWeek)}</Badge>
              <Badge variant="outline">{r.paid ? T.paid : T.volunteer}</Badge>
              {r.remote && <Badge variant="outline">Distans</Badge>}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
