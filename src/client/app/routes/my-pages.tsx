// /my-pages ('Mina sidor'): the owner's offers and the account tab (spec §2 My pages).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { AccountSettings } from '@/features/offers/components/account-settings';
import { MyOffers } from '@/features/offers/components/my-offers';
import { OFFER_UI } from '@/features/offers/texts';
import { OffersBackground } from '@/features/offers/components/offers-background';
import { RejectionNotices } from '@/features/profiles/components/rejection-notices';

const T = OFFER_UI.myPages;

export default function MyPagesPage() {
  const { isAuthenticated, isLoading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!isLoading && !isAuthenticated) navigate(paths.auth.getHref({ returnTo: location.pathname }), { replace: true });
  }, [isLoading, isAuthenticated, navigate, location.pathname]);

  return (
    <PageShell title={T.title} wide>
      <OffersBackground />
      {!isAuthenticated ? (
        <Spinner />
      ) : (
        <Tabs defaultValue="offers">
          <TabsList>
            <TabsTrigger value="offers">{T.offersTab}</TabsTrigger>
            <TabsTrigger value="account">{T.accountTab}</TabsTrigger>
          </TabsList>
          <TabsContent value="offers" className="mt-4 space-y-6">
            <RejectionNotices />
            <MyOffers />
          </TabsContent>
          <TabsContent value="account" className="mt-4">
            <AccountSettings />
          </TabsContent>
        </Tabs>
      )}
    </PageShell>
  );
}
