// The small figure on each of the owner's offers on /my-pages: this week's numbers and a link to the page.
import { Activity, Eye, Heart, MessageSquare } from 'lucide-react';
import { Link } from '@client/lib/router';
import { paths } from '@client/config/paths';
import type { TOwnOfferTotals } from '@shared/schemas/insights.response';
import { INSIGHTS_UI } from '../texts';

const T = INSIGHTS_UI.figure;

export function OfferStatsFigure({ offerId, totals }: { offerId: string; totals?: TOwnOfferTotals['items'][number] }) {
  const { views = 0, favorites = 0, contacts = 0 } = totals ?? {};
  return (
    <div className="flex w-full items-center justify-between gap-2 text-sm text-muted-foreground">
      <span className="flex items-center gap-3" aria-label={T.label(views, favorites, contacts)} role="img">
        <span className="flex items-center gap-1" data-testid="figure-views">
          <Eye aria-hidden className="size-4" />
          {views}
        </span>
        <span className="flex items-center gap-1">
          <Heart aria-hidden className="size-4" />
          {favorites}
        </span>
        <span className="flex items-center gap-1">
          <MessageSquare aria-hidden className="size-4" />
          {contacts}
        </span>
      </span>
      <Link
        to={paths.offerStats.getHref(offerId)}
        className="flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
      >
        <Activity aria-hidden className="size-4" />
        {T.link}
      </Link>
    </div>
  );
}
