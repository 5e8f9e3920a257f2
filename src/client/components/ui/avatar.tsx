import * as React from 'react';
import { cn } from '@client/lib/utils';

/** A round initial; the name is announced, the letter is decoration. */
function Avatar({ name, className, ...props }: React.ComponentProps<'span'> & { name: string }) {
  const initial = (name.trim()[0] ?? '?').toUpperCase();
  return (
    <span
      data-slot="avatar"
      aria-hidden
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary',
        className,
      )}
      {...props}
    >
      {initial}
    </span>
  );
}

export { Avatar };
