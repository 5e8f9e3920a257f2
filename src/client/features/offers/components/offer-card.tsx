// The offer card of the explore grids, favourites and the profile page (spec §2 Offer card).
import { Calendar, MapPin, Sparkles, Wallet } from 'lucide-react';
import { Link } from '@client/lib/router';
import { Badge } from '@client/components/ui/badge';
import { SampleBadge, VerifiedBadge } from './offer-badges';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@client/components/ui/card';
import { paths } from '@client/config/paths';
import { openOfferDialog } from '@client/features/offers/hooks/use-offer-dialog';
import type { TOffer } from '@shared/schemas/offer';
import { cardBadge, OFFER_UI } from '@client/features/offers/texts';
import { FavoriteButton } from './favorite-button';
import { OfferImage } from './offer-image';
import { PendingBanner } from './pending-banner';
import { TagList } from './tag-list';

export function OfferCard({ offer }: { offer: TOffer }) {
  return (
    <Card
      // a word longer than the card (a title, a place, a tag) breaks rather than widening the grid past a phone
      className="flex h-full flex-col overflow-hidden [overflow-wrap:anywhere]"
      data-testid="offer-card"
      aria-label={offer.title}
    >
      {offer.featured && (
        <div className="flex items-center gap-2 bg-primary px-4 py-1.5 text-sm font-medium text-primary-foreground">
          <Sparkles aria-hidden className="size-4" />
          {OFFER_UI.card.featured}
        </div>
      )}
      <CardHeader className="gap-2">
        {!offer.is_approved && <PendingBanner />}
        <div className="flex items-start justify-between gap-2">
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge variant={offer.type === 'business' ? 'default' : 'secondary'}>{cardBadge(offer.type)}</Badge>
            <SampleBadge offer={offer} />
            <VerifiedBadge offer={offer} />
          </div>
          <FavoriteButton offer={offer} className="-mr-2 -mt-2" />
        </div>
        <div className="flex items-start gap-3">
          <OfferImage offer={offer} size="card" />
          <div className="flex min-w-0 flex-col gap-1.5">
            <CardTitle level={2} className="line-clamp-2 text-lg leading-snug">
              {offer.title}
            </CardTitle>
            {offer.user_id ? (
              <Link
                to={paths.user.getHref(offer.user_id)}
                className="w-fit rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {offer.organization}
              </Link>
            ) : (
              <p className="text-sm font-medium text-muted-foreground">{offer.organization}</p>
            )}
          </div>
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <dl className="grid gap-1 text-sm text-muted-foreground">
          {offer.location && (
            <div className="flex items-center gap-2">
              <MapPin aria-hidden className="size-4 shrink-0" />
              <dt className="sr-only">{OFFER_UI.card.location}</dt>
              <dd>{offer.location}</dd>
            </div>
          )}
          {offer.budget && (
            <div className="flex items-center gap-2">
              <Wallet aria-hidden className="size-4 shrink-0" />
              <dt className="sr-only">{OFFER_UI.card.budget}</dt>
              <dd>{offer.budget}</dd>
            </div>
          )}
          {offer.timeframe && (
            <div className="flex items-center gap-2">
              <Calendar aria-hidden className="size-4 shrink-0" />
              <dt className="sr-only">{OFFER_UI.card.timeframe}</dt>
              <dd>{offer.timeframe}</dd>
            </div>
          )}
        </dl>
        <p className="line-clamp-3 text-sm">{offer.description}</p>
        <TagList tags={offer.tags} label="Taggar" />
      </CardContent>
      <CardFooter>
        <Button type="button" variant="outline" className="w-full" onClick={() => openOfferDialog(offer.id)}>
          {OFFER_UI.card.details}
        </Button>
      </CardFooter>
    </Card>
  );
}
