import { Loader2 } from 'lucide-react';
import { cn } from '@client/lib/utils';

function Spinner({ className, label = 'Laddar...' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2 aria-hidden className={cn('size-5 animate-spin text-muted-foreground', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner };
