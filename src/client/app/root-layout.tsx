// The frame of every page: header, the page, footer, the global offer dialog and the AI widget.
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Header } from '@client/components/layout/header';
import { Footer } from '@client/components/layout/footer';
import { Spinner } from '@client/components/ui/spinner';
import { useAuth } from '@client/lib/auth';
import { RealtimeProvider } from '@client/lib/realtime';
import { paths } from '@client/config/paths';
import { TIMING } from '@shared/constants';
import { useUnreadCount } from '@client/features/chat/api/get-unread';
import { useSubscription } from '@client/features/billing/api/get-subscription';
import { useOfferDialogId } from '@client/features/offers/hooks/use-offer-dialog';
import { useAfterFirstPaint } from '@client/lib/after-paint';
import { toast } from '@client/lib/toast';
import { VerifyEmailBanner } from '@client/features/account/components/verify-email-banner';
import { NotificationBell } from '@client/features/notifications/components/notification-bell';

// Loaded apart from the first page's JavaScript: the dialog when an offer is opened; the background work
// and the widget once the page has painted, so their chunks never compete with the page's first paint.
const OfferDialog = lazy(() => import('./offer-dialog').then((m) => ({ default: m.OfferDialog })));
// sends offers saved while offline once the connection is back, and refreshes lists on realtime events
const BackgroundWork = lazy(() => import('./background-work').then((m) => ({ default: m.BackgroundWork })));
const AiWidget = lazy(() => import('@client/features/ai/components/ai-widget').then((m) => ({ default: m.AiWidget })));

const BETA_KEY = 'samverka-beta-seen';

function useBetaNotice() {
  useEffect(() => {
    let seen = false;
    try {
      seen = localStorage.getItem(BETA_KEY) === '1';
    } catch {
      // storage unavailable: show it
    }
    if (seen) return;
    const remember = () => {
      try {
        localStorage.setItem(BETA_KEY, '1');
      } catch {
        // ignore
      }
    };
    // after the page's first paint: the toast library's chunk (lib/toast.ts) does not compete with it
    const id = setTimeout(() => {
      toast('Välkommen till Samverka beta!', {
        description: 'Tjänsten är under utveckling. Hör gärna av dig om du hittar något som inte fungerar.',
        duration: TIMING.betaToastMs,
        action: { label: 'Förstått', onClick: remember },
        onAutoClose: remember,
      });
    }, 300);
    return () => clearTimeout(id);
  }, []);
}

function Chrome({ member }: { member: boolean }) {
  const unread = useUnreadCount();
  const subscription = useSubscription();
  const location = useLocation();
  useBetaNotice();
  // the AI page has the full assistant; on the chat page the button would cover the message box
  const showWidget = location.pathname !== paths.ai.path && !location.pathname.startsWith(paths.chat.path);
  const openOfferId = useOfferDialogId();
  const afterFirstPaint = useAfterFirstPaint();
  return (
    <div className="flex min-h-dvh flex-col">
      <Header unreadCount={unread.total} premiumActive={subscription.active} bell={<NotificationBell />} />
      <main id="main" className="flex-1" tabIndex={-1}>
        <VerifyEmailBanner />
        <Suspense
          fallback={
            <div className="flex min-h-[60vh] items-center justify-center">
              <Spinner label="Laddar sidan..." />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Suspense fallback={null}>
        {/* a member's only (offers saved offline, realtime list refreshes, a star clicked before signing in):
            a visitor's page never loads or runs it (issue 22: main-thread work right after hydration) */}
        {afterFirstPaint && member && <BackgroundWork />}
        {openOfferId !== null && <OfferDialog />}
        {afterFirstPaint && showWidget && <AiWidget />}
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}

export function RootLayout() {
  const { user } = useAuth();
  return (
    <RealtimeProvider userId={user?.id ?? null}>
      <Chrome member={user != null} />
    </RealtimeProvider>
  );
}
