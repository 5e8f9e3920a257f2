// What a list or page shows when its data could not be fetched: what failed, why, and 'Försök igen' —
// never an empty list or 'Inga resultat' that would claim there is nothing.
import { AlertTriangle } from 'lucide-react';
import { Button } from '@client/components/ui/button';

export function LoadError({
  title,
  error,
  onRetry,
  retrying = false,
}: {
  /** what failed, e.g. 'Erbjudandena kunde inte hämtas' */
  title: string;
  error: Error | null;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 px-4 py-10 text-center"
    >
      <AlertTriangle aria-hidden className="size-7 text-destructive" />
      <p className="text-lg font-medium">{title}</p>
      {error?.message && <p className="text-sm text-muted-foreground">{error.message}</p>}
      <Button type="button" variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Försöker igen…' : 'Försök igen'}
      </Button>
    </div>
  );
}
