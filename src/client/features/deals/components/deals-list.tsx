// /deals: the caller's deals grouped by state (Utkast, Väntar på underskrift, Signerat, Pågår, Avslutat, Avböjt).
import { Link } from '@client/lib/router';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { paths } from '@client/config/paths';
import { formatDate } from '@client/lib/format';
import { DEAL_STATUSES, DEAL_STATUS_LABELS } from '@shared/deal-texts';
import { useDeals } from '../api/get-deals';
import { DEALS_UI as T } from '../texts';

export function DealsList() {
  const deals = useDeals();
  if (deals.isPending) return <Skeleton className="h-40" />;
  if (deals.isError) return <p role="alert">{deals.error.message}</p>;
  if (deals.data.length === 0) return <p className="py-8 text-center text-muted-foreground">{T.listEmpty}</p>;
  return (
    <div className="space-y-6">
      {DEAL_STATUSES.map((status) => {
        const items = deals.data.filter((d) => d.status === status);
        if (items.length === 0) return null;
        const headingId = `deals-${status}`;
        return (
          <Card key={status}>
            <CardHeader>
              <CardTitle id={headingId} className="flex items-center gap-2 text-lg">
                {DEAL_STATUS_LABELS[status]} <Badge variant="secondary">{items.length}</Badge>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul aria-labelledby={headingId} className="divide-y">
                {items.map((d) => (
                  <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <Link to={paths.deal.getHref(d.id)} className="font-medium underline-offset-4 hover:underline">
                      {d.title}
                    </Link>
                    <span className="flex items-center gap-2 text-sm text-muted-foreground">
                      {T.with(d.counterparty.username)} · {formatDate(d.updated_at)}
                      {d.unseen && <Badge variant="warning">{T.unseen}</Badge>}
                    </span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
