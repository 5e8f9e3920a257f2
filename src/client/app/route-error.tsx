import { Link } from '@client/lib/router';
import { Button } from '@client/components/ui/button';
import { chunkErrorText } from '@client/lib/chunk-reload';

/** Shown when a page fails to load (for example a chunk missing after a new release). */
export function RouteError({ error }: { error: unknown }) {
  const text = chunkErrorText(error) ?? 'Sidan kunde inte visas. Ladda om sidan eller gå tillbaka till startsidan.';
  return (
    <div className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">Något gick fel</h1>
      <p className="text-muted-foreground">{text}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Ladda om</Button>
        <Button asChild variant="outline">
          <Link to="/">Till startsidan</Link>
        </Button>
      </div>
    </div>
  );
}
