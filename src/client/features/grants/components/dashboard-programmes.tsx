// The foundation dashboard's card of its own grant programmes: each with its state, next deadline and a
// link to edit (or delete) it, or the way to publish the first one.
import { Link } from '@client/lib/router';
import { Pencil } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { paths } from '@client/config/paths';
import { deadlineLabel } from '@shared/grant-texts';
import { useMyGrants } from '../api/get-grants';

export function DashboardProgrammes() {
  const mine = useMyGrants(true);
  const items = mine.data ?? [];
  return (
    <Card data-testid="dashboard-programmes">
      <CardHeader className="flex flex-row items-center justify-between gap-4">
        <div>
          <CardTitle className="text-lg">Era utlysningar</CardTitle>
          <CardDescription>Bidragsprogram ni publicerat i Stiftelsesök.</CardDescription>
        </div>
        <Button asChild size="sm">
          <Link to={paths.newGrant.getHref()}>Ny utlysning</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {mine.isPending ? (
          <Skeleton className="h-16" />
        ) : mine.isError ? (
          <p className="text-sm text-destructive">Utlysningarna kunde inte hämtas: {mine.error.message}</p>
        ) : items.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            Ni har inga utlysningar ännu. Publicera den första så hittar föreningar den i Stiftelsesök.
          </p>
        ) : (
          <ul className="divide-y">
            {items.map((g) => (
              <li key={g.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link className="font-medium underline-offset-4 hover:underline" to={paths.grant.getHref(g.id)}>
                  {g.name}
                </Link>
                <span className="flex items-center gap-2 text-sm text-muted-foreground">
                  {g.is_approved ? (
                    <>Sista ansökningsdag {deadlineLabel(g)}</>
                  ) : (
                    <Badge variant="secondary">Väntar på granskning</Badge>
                  )}
                  <Button asChild variant="outline" size="sm">
                    <Link to={paths.editGrant.getHref(g.id)} aria-label={`Ändra ${g.name}`}>
                      <Pencil aria-hidden /> Ändra
                    </Link>
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
