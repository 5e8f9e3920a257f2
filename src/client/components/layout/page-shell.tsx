import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';

/** A page's frame: the H1, an optional lead text and actions, then the content. */
export function PageShell({
  title,
  description,
  actions,
  children,
  className,
  wide = false,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
  wide?: boolean;
}) {
  return (
    <div className={cn('mx-auto w-full px-4 pb-16 pt-24 sm:px-6', wide ? 'max-w-7xl' : 'max-w-5xl', className)}>
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-4xl">{title}</h1>
          {description && <p className="max-w-2xl text-muted-foreground">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
