// The dashboard's card of this week's numbers over all of the caller's offers.
import { Eye, Heart, MessageSquare } from 'lucide-react';
import { Link } from '@client/lib/router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { paths } from '@client/config/paths';
import { useOwnOfferStats } from '../api/get-own-offer-stats';
import { INSIGHTS_UI } from '../texts';

const T = INSIGHTS_UI.weekly;

export function WeeklyFigures() {
  const stats = useOwnOfferStats();
  const items = stats.data?.items ?? [];
  if (stats.isSuccess && items.length === 0) return null;
  const sum = (k: 'views' | 'favorites' | 'contacts') => items.reduce((t, i) => t + i[k], 0);
  const figures = [
    { label: T.views, value: sum('views'), icon: Eye },
    { label: T.favorites, value: sum('favorites'), icon: Heart },
    { label: T.contacts, value: sum('contacts'), icon: MessageSquare },
  ];
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div>
          <CardTitle className="text-lg">{T.title}</CardTitle>
          <CardDescription>{T.description}</CardDescription>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.myPages.getHref()}>{T.more}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-3">
          {figures.map(({ label, value, icon: Icon }) => (
            <div key={label}>
              <dt className="flex items-center gap-3 text-sm text-muted-foreground">
                <span aria-hidden className="rounded-full bg-primary/10 p-2 text-primary">
                  <Icon className="size-5" />
                </span>
                {label}
              </dt>
              <dd className="mt-1 pl-12 text-2xl font-bold tabular-nums">{stats.isPending ? '–' : value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
