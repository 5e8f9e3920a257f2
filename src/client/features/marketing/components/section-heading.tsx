// The eyebrow, title and lead that open every marketing section.
import { cn } from '@client/lib/utils';

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: 'center' | 'left';
  className?: string;
}) {
  return (
    <div className={cn('max-w-3xl space-y-3', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>}
      <h2 id={id} className="text-balance text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="text-pretty text-base text-muted-foreground sm:text-lg">{lead}</p>}
    </div>
  );
}
