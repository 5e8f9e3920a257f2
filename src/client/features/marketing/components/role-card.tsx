// One open position on /careers with its tasks, requirements and an application link.
import { Clock, MapPin, Send } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Badge } from '@client/components/ui/badge';
import { ROLES_SECTION, type Role } from '@client/features/marketing/content/careers';

export function RoleCard({ role }: { role: Role }) {
  const s = ROLES_SECTION;
  const mailto = `mailto:${s.applyEmail}?subject=${encodeURIComponent(s.applySubject(role.title))}`;
  return (
    <article
      aria-labelledby={`role-${role.id}`}
      className="flex min-w-0 flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
    >
      <Badge variant="secondary">{role.team}</Badge>
      <h3 id={`role-${role.id}`} className="mt-3 break-words text-xl font-bold tracking-tight hyphens-auto sm:text-2xl">
        {role.title}
      </h3>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-1.5">
          <MapPin aria-hidden className="size-4" /> {role.location}
        </li>
        <li className="flex items-center gap-1.5">
          <Clock aria-hidden className="size-4" /> {role.extent}
        </li>
      </ul>
      <p className="mt-4 leading-relaxed text-muted-foreground">{role.summary}</p>
      <div className="mt-6 grid flex-1 gap-6 sm:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold">{s.tasksHeading}</h4>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-muted-foreground marker:text-primary">
            {role.tasks.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-semibold">{s.requirementsHeading}</h4>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-muted-foreground marker:text-primary">
            {role.requirements.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-8">
        <Button asChild>
          <a href={mailto}>
            <Send aria-hidden /> {s.apply}
            <span className="sr-only">: {role.title}</span>
          </a>
        </Button>
      </div>
    </article>
  );
}
