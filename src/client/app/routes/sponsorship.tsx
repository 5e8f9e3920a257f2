// /sponsorship/:id: the page of one offer, with its own address that stays in the address bar (issue 16:
// links are shared in mails and chats). An unknown or unpublished id shows a Swedish not-found page.
import { Compass } from 'lucide-react';
import { Link, useParams } from '@client/lib/router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useOffer } from '@client/features/offers/api/get-offer';
import { findRememberedOffer } from '@client/features/offers/api/offline-fallback';
import { OfferDetail } from '@client/features/offers/components/offer-detail';
import { useDocumentTitle } from '@client/features/marketing/hooks/use-document-title';
import { ApiError } from '@client/lib/api-client';
import { useAuth } from '@client/lib/auth';
import { ReportOffer } from '@client/app/offer-dialog';
import { ProposeDealButton } from '@client/features/deals/components/propose-deal-button';
import { DISCOVERY_TEXTS as T } from '@shared/discovery-texts';

function OfferNotFound() {
  useDocumentTitle(T.notFoundTitle);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 pb-16 pt-28 text-center">
      <p className="text-6xl font-extrabold tracking-tighter text-primary/60">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{T.notFoundTitle}</h1>
      <p className="mt-3 text-muted-foreground">{T.notFoundText}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.explore.getHref('association')}>
          <Compass aria-hidden /> {T.notFoundBack}
        </Link>
      </Button>
    </section>
  );
}

export default function SponsorshipPage() {
  const { id = '' } = useParams();
  const { user, profile } = useAuth();
  const isServerId = /^\d{1,18}$/.test(id);
  const query = useOffer(isServerId ? id : null);
  // offline: what this browser last saw of the offer
  const offer =
    query.data ?? (query.error instanceof ApiError && query.error.isUnavailable ? findRememberedOffer(id) : undefined);
  useDocumentTitle(offer?.title);

  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  if (!isServerId || (!offer && missing)) return <OfferNotFound />;
  if (!offer && query.isError) {
    // a failure is not a missing offer: say what failed and offer another try
    return (
      <section
        role="alert"
        className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 pt-28 text-center"
      >
        <p className="text-lg font-semibold">{query.error.message}</p>
        <Button onClick={() => void query.refetch()}>{T.retry}</Button>
      </section>
    );
  }
  if (!offer) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center">
        <Spinner label="Laddar erbjudandet..." />
      </div>
    );
  }
  return (
    <article className="mx-auto w-full max-w-3xl px-4 pb-16 pt-24 sm:px-6">
      <Card>
        <CardContent className="flex flex-col gap-5 pt-6">
          <OfferDetail
            offer={offer}
            asPage
            actions={
              <>
                {user && offer.user_id && offer.user_id !== user.id && offer.is_approved !== false && (
                  <ProposeDealButton
                    counterpartyId={offer.user_id}
                    counterpartyName={offer.organization || offer.title}
                    offerId={offer.id}
                    myType={profile?.user_type}
                    theirType={offer.type}
                  />
                )}
                <ReportOffer offer={offer} me={user?.id} />
              </>
            }
          />
        </CardContent>
      </Card>
    </article>
  );
}
