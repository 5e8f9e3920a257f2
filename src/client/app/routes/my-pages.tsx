// /my-pages ('Mina sidor'): the owner's offers and the account tab (spec §2 My pages).
import { PageShell } from '@client/components/layout/page-shell';
import { Spinner } from '@client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useRequireSignIn } from '@client/lib/auth';
import { AccountSettings } from '@client/features/account/components/account-settings';
import { MyGrants } from '@client/features/grants/components/my-grants';
import { MyOffers } from '@client/features/offers/components/my-offers';
import { MyProjects } from '@client/features/projects/components/my-projects';
import { PROJECT_OWNER_TYPES } from '@shared/talent-texts';
import { OFFER_UI } from '@client/features/offers/texts';
import { OffersBackground } from '@client/features/offers/components/offers-background';
import { localToOffer, removeLocalOffer, useLocalOffers } from '@client/features/offline/hooks/use-local-offers';
import { RejectionNotices } from '@client/features/profiles/components/rejection-notices';
import { BlockedUsers } from '@client/features/trust/components/blocked-users';
import { SavedSearchList } from '@client/features/notifications/components/saved-search-list';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts';
import { useOwnOfferStats } from '@client/features/insights/api/get-own-offer-stats';
import { OfferStatsFigure } from '@client/features/insights/components/offer-stats-figure';

const T = OFFER_UI.myPages;

export default function MyPagesPage() {
  const { user, profile, isAuthenticated } = useRequireSignIn();
  // offers saved in this browser while offline (by this user, or while signed out)
  const local = useLocalOffers()
    .filter((o) => o.user_id === null || o.user_id === user?.id)
    .map((entry) => ({ offer: localToOffer(entry), error: entry.error, remove: () => removeLocalOffer(entry.id) }));
  const stats = useOwnOfferStats({ enabled: isAuthenticated });
  const totals = new Map(stats.data?.items.map((i) => [i.offerId, i]));
  const ownsProjects = (PROJECT_OWNER_TYPES as readonly string[]).includes(profile?.user_type ?? '');

  return (
    <PageShell title={T.title} wide>
      <OffersBackground />
      {!isAuthenticated ? (
        <Spinner />
      ) : (
        <Tabs defaultValue="offers">
          <TabsList className="h-auto flex-wrap">
            <TabsTrigger value="offers">{T.offersTab}</TabsTrigger>
            <TabsTrigger value="grants">Stiftelser</TabsTrigger>
            {ownsProjects && <TabsTrigger value="projects">Projekt</TabsTrigger>}
            <TabsTrigger value="account">{T.accountTab}</TabsTrigger>
          </TabsList>
          <TabsContent value="offers" className="mt-4 space-y-6">
            <RejectionNotices />
            <MyOffers
              local={local}
              renderExtra={(offer) => <OfferStatsFigure offerId={offer.id} totals={totals.get(offer.id)} />}
            />
            <section aria-labelledby="my-saved-searches" className="space-y-2">
              <h2 id="my-saved-searches" className="text-lg font-semibold">
                {NOTIFICATION_TEXTS.settings.savedSearches}
              </h2>
              <SavedSearchList />
            </section>
          </TabsContent>
          <TabsContent value="grants" className="mt-4">
            <MyGrants isFoundation={profile?.user_type === 'foundation'} />
          </TabsContent>
          {ownsProjects && (
            <TabsContent value="projects" className="mt-4">
              <MyProjects />
            </TabsContent>
          )}
          <TabsContent value="account" className="mt-4 space-y-6">
            <AccountSettings />
            <BlockedUsers />
          </TabsContent>
        </Tabs>
      )}
    </PageShell>
  );
}
