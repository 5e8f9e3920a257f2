// The 'Mina erbjudanden' tab: the owner's offers in every state and those saved locally while offline.
import { CloudOff, Plus } from 'lucide-react';
import { Link } from '@client/lib/router';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/load-error';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { ApiError } from '@client/lib/api-client';
import type { TOffer } from '@shared/schemas/offer';
import { useAuth } from '@client/lib/auth';
import { useConnection } from '@client/lib/connection';
import { useMyOffers } from '@client/features/offers/api/get-my-offers';
import { OFFER_UI } from '@client/features/offers/texts';
import { ConnectionBanner } from './connection-banner';
import { MyOfferCard } from './my-offer-card';

const T = OFFER_UI.myPages;

/** An offer saved in this browser while offline, as the app passes it in (offline feature). */
export interface LocalOfferEntry {
  offer: TOffer;
  /** why the server refused it for good */
  error?: string;
  remove: () => void;
}

export function MyOffers({
  local = [],
  renderExtra,
}: {
  local?: LocalOfferEntry[];
  /** more for a stored offer's card footer, given by the route (the statistics figure) */
  renderExtra?: (offer: TOffer) => React.ReactNode;
}) {
  const { user } = useAuth();
  const { connected, error: connectionError } = useConnection();
  const offers = useMyOffers({ enabled: Boolean(user) });
  const unavailable = !connected || (offers.error instanceof ApiError && offers.error.isUnavailable);
  const items = offers.data ?? [];

  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <Button asChild>
          <Link to={paths.createOffer.getHref()}>
            <Plus aria-hidden />
            {T.create}
          </Link>
        </Button>
      </div>
      {unavailable && <ConnectionBanner error={connectionError} />}

      {local.length > 0 && (
        <section className="space-y-3" aria-labelledby="local-offers-title">
          <Alert>
            <CloudOff aria-hidden />
            <AlertTitle id="local-offers-title">{T.localTitle}</AlertTitle>
            <AlertDescription>{T.localText}</AlertDescription>
          </Alert>
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {local.map((entry) => (
              <li key={entry.offer.id} className="space-y-2" data-testid="local-offer">
                <MyOfferCard offer={entry.offer} onRemoveLocal={entry.remove} />
                {entry.error && <p className="text-sm text-destructive">{entry.error}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}

      {offers.isPending && !unavailable ? (
        <p className="flex items-center gap-3 py-8 text-muted-foreground">
          <Spinner label={T.loading} />
          {T.loading}
        </p>
      ) : offers.isError && !unavailable ? (
        <LoadError
          title={T.fetchFailed}
          error={offers.error}
          onRetry={() => void offers.refetch()}
          retrying={offers.isFetching}
        />
      ) : items.length === 0 && local.length === 0 && !unavailable ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed py-12 text-center">
          <p className="text-lg font-medium">{T.emptyTitle}</p>
          <p className="text-sm text-muted-foreground">{T.emptyText}</p>
          <Button asChild variant="outline">
            <Link to={paths.createOffer.getHref()}>{T.createFirst}</Link>
          </Button>
        </div>
      ) : (
        items.length > 0 && (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={T.offersTab}>
            {items.map((offer) => (
              <li key={offer.id}>
                <MyOfferCard offer={offer} extra={renderExtra?.(offer)} />
              </li>
            ))}
          </ul>
        )
      )}
    </div>
  );
}
