// The top of a public content page: eyebrow, the page's <h1>, a lead text and optional actions.
import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';

const WIDTHS = { narrow: 'max-w-3xl', default: 'max-w-5xl', wide: 'max-w-6xl' } as const;

export function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  children,
  className,
  width = 'wide',
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** match the width of the page's content so the left edges line up */
  width?: 'narrow' | 'default' | 'wide';
}) {
  return (
    <section className={cn('relative overflow-hidden border-b', className)}>
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-b from-primary/10 to-background" />
      <div aria-hidden className="absolute -right-32 -top-32 -z-10 size-96 rounded-full bg-primary/10 blur-3xl" />
      <div className={cn('mx-auto px-4 pb-14 pt-28 sm:px-6 sm:pb-16 sm:pt-32', WIDTHS[width])}>
        <div className="max-w-3xl space-y-4">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>}
          <h1 className="text-balance text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
          {lead && <p className="text-pretty text-lg leading-relaxed text-muted-foreground">{lead}</p>}
          {actions && <div className="flex flex-wrap gap-3 pt-2">{actions}</div>}
          {children}
        </div>
      </div>
    </section>
  );
}
