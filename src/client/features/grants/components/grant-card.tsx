// One programme in a list: name, foundation, deadline, amount, areas; the name links to its page. The name is
// a level-2 heading: the list sits right under the page's h1 (Lighthouse's heading order, issue 22).
import { Link } from '@client/lib/router';
import { CalendarClock } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { paths } from '@client/config/paths';
import { amountLabel, deadlineLabel } from '@shared/grant-texts';
import type { TGrant } from '@shared/schemas/grant.response';

export function GrantCard({ grant }: { grant: TGrant }) {
  return (
    <Card data-testid="grant-card">
      <CardHeader>
        <CardTitle level={2} className="text-lg">
          <Link to={paths.grant.getHref(grant.id)} className="hover:underline">
            {grant.name}
          </Link>
        </CardTitle>
        <p className="text-sm text-muted-foreground">{grant.organization}</p>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        <p className="flex items-center gap-1.5">
          <CalendarClock aria-hidden className="size-4" />
          <span>
            Sista ansökningsdag: {deadlineLabel(grant)}
            {grant.deadline_kind === 'yearly' && grant.next_deadline ? ` (nästa ${grant.next_deadline})` : ''}
          </span>
          {!grant.is_open && <Badge variant="secondary">Stängd</Badge>}
        </p>
        <p>{amountLabel(grant.amount_min, grant.amount_max)}</p>
        <div className="flex flex-wrap gap-1">
          {grant.areas.map((a) => (
            <Badge key={a} variant="outline">
              {a}
            </Badge>
          ))}
          {grant.is_example && <Badge variant="secondary">Exempeldata</Badge>}
        </div>
      </CardContent>
    </Card>
  );
}
