// A card whose feature list opens on hover and on keyboard focus (spec §2: user-type and module cards).
import { useId, type ReactNode } from 'react';
import { Check, type LucideIcon } from 'lucide-react';
import { cn } from '@client/lib/utils';

export function RevealCard({
  icon: Icon,
  title,
  tagline,
  description,
  featuresHeading,
  features,
  className,
  accent,
}: {
  icon: LucideIcon;
  title: string;
  tagline?: string;
  description: ReactNode;
  featuresHeading: string;
  features: readonly string[];
  className?: string;
  accent?: string;
}) {
  const id = useId();
  return (
    <article
      tabIndex={0}
      aria-labelledby={`${id}-title`}
      data-testid="reveal-card"
      className={cn(
        'group relative flex h-full flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm outline-none transition-[box-shadow,transform,border-color] duration-300',
        'hover:-translate-y-1 hover:border-primary/40 hover:shadow-lg focus-visible:-translate-y-1 focus-visible:border-primary/60 focus-visible:shadow-lg focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden
          className={cn(
            'flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary transition-colors duration-300 group-hover:bg-primary group-hover:text-primary-foreground group-focus-visible:bg-primary group-focus-visible:text-primary-foreground',
            accent,
          )}
        >
          <Icon className="size-6" />
        </span>
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="text-lg font-semibold leading-tight">
            {title}
          </h3>
          {tagline && <p className="mt-1 text-sm font-medium text-primary">{tagline}</p>}
        </div>
      </div>
      <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{description}</p>
      {/* grid-rows 0fr → 1fr animates the list open without measuring it; always open where hovering is impossible */}
      <div
        data-testid="reveal-features"
        className="grid grid-rows-[0fr] opacity-0 transition-[grid-template-rows,opacity] duration-300 ease-out group-hover:grid-rows-[1fr] group-hover:opacity-100 group-focus-within:grid-rows-[1fr] group-focus-within:opacity-100 [@media(hover:none)]:grid-rows-[1fr] [@media(hover:none)]:opacity-100"
      >
        <div className="overflow-hidden">
          <p className="mt-5 border-t pt-4 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
            {featuresHeading}
          </p>
          <ul className="mt-3 space-y-2">
            {features.map((f) => (
              <li key={f} className="flex items-start gap-2 text-sm">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
                <span>{f}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}
