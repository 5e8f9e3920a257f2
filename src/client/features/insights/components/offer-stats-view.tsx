// The body of /my-pages/stats/:id: the window (7, 30 or 90 days), the totals, the charts (their own lazy
// chunk) and who the viewers were. The numbers refresh on the offer_stats event.
import { lazy, Suspense, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { userTypeLabel } from '@shared/constants';
import { ANONYMOUS_VIEWER, STATS_WINDOWS, UNKNOWN_REGION } from '@shared/insights-texts';
import type { TStatsShare } from '@shared/schemas/insights.response';
import { useOfferStats } from '../api/get-offer-stats';
import { INSIGHTS_UI } from '../texts';
import { ShareBars } from './share-bars';

const StatsCharts = lazy(() => import('./stats-charts'));
const T = INSIGHTS_UI.stats;

const typeLabel = (key: string) => (key === ANONYMOUS_VIEWER ? T.anonymous : userTypeLabel(key));
const regionLabel = (key: string) => (key === UNKNOWN_REGION ? T.unknownRegion : key);
const toShares = (list: TStatsShare[], label: (key: string) => string) =>
  list.map((s) => ({ key: s.key, label: label(s.key), value: s.count }));

export function OfferStatsView({ offerId }: { offerId: string }) {
  const [days, setDays] = useState<number>(30);
  const stats = useOfferStats(offerId, days);

  if (stats.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle>{T.error}</AlertTitle>
        <AlertDescription>{stats.error.message}</AlertDescription>
      </Alert>
    );

  const data = stats.data;
  const totals = data?.totals;
  const figures = [
    { key: 'views', label: T.views, value: totals?.views },
    { key: 'uniqueViewers', label: T.uniqueViewers, value: totals?.uniqueViewers },
    { key: 'favorites', label: T.favorites, value: totals?.favorites },
    { key: 'contacts', label: T.contacts, value: totals?.contacts },
  ];

  return (
    <div className="space-y-6">
      <div role="group" aria-label={T.window} className="flex flex-wrap gap-2">
        {STATS_WINDOWS.map((n) => (
          <Button
            key={n}
            type="button"
            size="sm"
            variant={n === days ? 'default' : 'outline'}
            aria-pressed={n === days}
            onClick={() => setDays(n)}
          >
            {T.days(n)}
          </Button>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">{T.live}</p>

      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-live="polite">
        {figures.map((f) => (
          <Card key={f.key} className="gap-1 py-4">
            <CardContent>
              <dt className="text-sm text-muted-foreground">{f.label}</dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid={`stats-${f.key}`}>
                {f.value ?? '–'}
              </dd>
            </CardContent>
          </Card>
        ))}
      </dl>

      {!data ? (
        <p role="status">{T.loading}</p>
      ) : (
        <>
          <Suspense fallback={<Skeleton className="h-56" aria-label={T.chartsLoading} />}>
            <StatsCharts days={data.days} />
          </Suspense>
          {data.byUserType.length === 0 ? (
            <p className="text-sm text-muted-foreground">{T.none}</p>
          ) : (
            <div className="grid gap-6 lg:grid-cols-2">
              <ShareBars title={T.byUserType} items={toShares(data.byUserType, typeLabel)} />
              <ShareBars title={T.byRegion} items={toShares(data.byRegion, regionLabel)} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
