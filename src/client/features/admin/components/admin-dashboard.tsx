// The moderation dashboard: tabs 'Väntar på godkännande', 'Godkända', 'Ändringar', the contact messages and
// 'Rapporter'.
import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Badge } from '@client/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { ApiError } from '@client/lib/api-client';
import { useRealtimeEvent } from '@client/lib/realtime';
import { ADMIN_TEXTS as T } from '@shared/moderation-texts';
import { useAdminOffers } from '@client/features/admin/api/get-admin-offers';
import { useContactMessages } from '@client/features/admin/api/get-contact-messages';
import { adminKeys } from '@client/features/admin/api/keys';
import { AdminOfferList } from './admin-offer-list';
import { ContactMessages } from './contact-messages';
import { OfferEdits } from './offer-edits';
import { useOfferEdits } from '@client/features/admin/api/offer-edits';
import { AdminReports } from './admin-reports';
import { useReports } from '@client/features/admin/api/get-reports';
import { TRUST_TEXTS } from '@shared/trust-texts';
import { VERIFICATION_TEXTS } from '@shared/account-texts';
import { AdminVerifications } from './admin-verifications';

/** A tab another feature adds, composed by the route (features do not import each other). */
export interface AdminExtraTab {
  value: string;
  label: string;
  content: ReactNode;
}

/** `onOpenOffer` opens an offer in full (the offers feature's dialog, passed in by the route). */
export function AdminDashboard({
  onOpenOffer,
  extraTabs = [],
}: {
  onOpenOffer: (id: string) => void;
  extraTabs?: AdminExtraTab[];
}) {
  const queryClient = useQueryClient();
  const pending = useAdminOffers('pending');
  const messages = useContactMessages();
  const edits = useOfferEdits();
  const pendingTotal = pending.data?.pages[0]?.total;
  const openMessages = messages.data?.filter((m) => !m.handled_at).length;
  const reports = useReports('open');
  const openReports = reports.data?.pages[0]?.total;

  // the admin session ran out (8 h) or was ended elsewhere: back to the login form
  const lostAccess = [pending.error, messages.error, edits.error, reports.error].some(
    (e) => e instanceof ApiError && (e.status === 401 || e.status === 403),
  );
  useEffect(() => {
    if (lostAccess) void queryClient.invalidateQueries({ queryKey: adminKeys.session() });
  }, [lostAccess, queryClient]);

  // a signed-in admin hears new and changed offers at once; a password admin refreshes every 30 s
  useRealtimeEvent(['offer_changed', 'reconnect'], () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.offers() });
    void queryClient.invalidateQueries({ queryKey: adminKeys.edits() });
  });

  return (
    <Tabs defaultValue="pending" className="gap-6">
      <TabsList className="h-auto flex-wrap">
        <TabsTrigger value="pending">
          {T.tabPending}
          {pendingTotal !== undefined && pendingTotal > 0 && (
            <Badge variant="warning" aria-label={T.totalCount(pendingTotal)}>
              {pendingTotal}
            </Badge>
          )}
        </TabsTrigger>
        <TabsTrigger value="approved">{T.tabApproved}</TabsTrigger>
        <TabsTrigger value="edits">
          {T.tabEdits}
          {edits.data !== undefined && edits.data.length > 0 && (
            <Badge variant="warning" aria-label={T.editCount(edits.data.length)}>
              {edits.data.length}
            </Badge>
          )}
        </TabsTrigger>
        <TabsTrigger value="messages">
          {T.tabMessages}
          {openMessages !== undefined && openMessages > 0 && (
            <Badge variant="secondary" aria-label={T.messageCount(openMessages)}>
              {openMessages}
            </Badge>
          )}
        </TabsTrigger>
        <TabsTrigger value="reports">
          {TRUST_TEXTS.admin.tab}
          {openReports !== undefined && openReports > 0 && (
            <Badge variant="destructive" aria-label={TRUST_TEXTS.admin.count(openReports)}>
              {openReports}
            </Badge>
          )}
        </TabsTrigger>
        <TabsTrigger value="verifications">{VERIFICATION_TEXTS.tab}</TabsTrigger>
        {extraTabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="pending">
        <AdminOfferList state="pending" onOpenOffer={onOpenOffer} />
      </TabsContent>
      <TabsContent value="approved">
        <AdminOfferList state="approved" onOpenOffer={onOpenOffer} />
      </TabsContent>
      <TabsContent value="edits">
        <OfferEdits />
      </TabsContent>
      <TabsContent value="messages">
        <ContactMessages />
      </TabsContent>
      <TabsContent value="reports">
        <AdminReports onOpenOffer={onOpenOffer} />
      </TabsContent>
      <TabsContent value="verifications">
        <AdminVerifications />
      </TabsContent>
      {extraTabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
