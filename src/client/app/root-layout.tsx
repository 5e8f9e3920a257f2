// The frame of every page: header, the page, footer, the global offer dialog and the AI widget.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from '@client/lib/router';
import { ScrollRestoration } from './scroll-restoration';
import { pageReady, Ready } from './ready';
import { servedRendered } from '@client/lib/hydration';
import { Header } from '@client/components/layout/header';
import { Footer } from '@client/components/layout/footer';
import { NavigationProgress } from '@client/components/layout/navigation-progress';
import { Spinner } from '@client/components/ui/spinner';
import { useAuth } from '@client/lib/auth';
import { RealtimeProvider } from '@client/lib/realtime';
import { paths } from '@client/config/paths';
import { TIMING } from '@shared/constants';
import { useOfferDialogId } from '@client/features/offers/hooks/use-offer-dialog';
import { AfterFirstPaint } from '@client/lib/after-paint';
import { toast } from '@client/lib/toast';
import type { MemberStatus } from './member-frame';

// Loaded apart from the first page's JavaScript: the dialog when an offer is opened; the background work
// and the widget once the page has painted, so their chunks never compete with the page's first paint.
const OfferDialog = lazy(() => import('./offer-dialog').then((m) => ({ default: m.OfferDialog })));
// sends offers saved while offline once the connection is back, and refreshes lists on realtime events
const BackgroundWork = lazy(() => import('./background-work').then((m) => ({ default: m.BackgroundWork })));
// a member's bell, banner and badges: their code only once the session says a member is here
const loadMemberFrame = () => import('./member-frame');
const MemberStatusReporter = lazy(() => loadMemberFrame().then((m) => ({ default: m.MemberStatusReporter })));
const NotificationBell = lazy(() => loadMemberFrame().then((m) => ({ default: m.NotificationBell })));
const VerifyEmailBanner = lazy(() => loadMemberFrame().then((m) => ({ default: m.VerifyEmailBanner })));
const NO_MEMBER_STATUS: MemberStatus = { unread: 0, premiumActive: false };

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
    // once the page answers clicks and the main thread is idle: the toast library's chunk (lib/toast.ts) and
    // its first render (~25 ms on a phone) then stay out of the page's hydration
    let cancelled = false;
    const show = () => {
      if (cancelled) return;
      toast('Välkommen till Samverka beta!', {
        description: 'Tjänsten är under utveckling. Hör gärna av dig om du hittar något som inte fungerar.',
        duration: TIMING.betaToastMs,
        action: { label: 'Förstått', onClick: remember },
        onAutoClose: remember,
      });
    };
    void pageReady.then(() => {
      // Safari has no requestIdleCallback
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(show, { timeout: 2000 });
      else setTimeout(show, 300);
    });
    return () => {
      cancelled = true;
    };
  }, []);
}

function Chrome({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const [member, setMember] = useState(NO_MEMBER_STATUS);
  const location = useLocation();
  useBetaNotice();
  // the AI page has the full assistant; on the chat page the button would cover the message box
  const showWidget = location.pathname !== paths.ai.path && !location.pathname.startsWith(paths.chat.path);
  const openOfferId = useOfferDialogId();
  return (
    <div className="flex min-h-dvh flex-col">
      <Header
        unreadCount={isAuthenticated ? member.unread : 0}
        premiumActive={isAuthenticated && member.premiumActive}
        bell={
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        }
      />
      <main id="main" className="flex-1" tabIndex={-1}>
        {isAuthenticated && (
          <Suspense fallback={null}>
            <VerifyEmailBanner />
            <MemberStatusReporter onChange={setMember} />
          </Suspense>
        )}
        <Suspense
          fallback={
            <div className="flex min-h-[60vh] items-center justify-center">
              <Spinner label="Laddar sidan..." />
            </div>
          }
        >
          {children}
          {servedRendered() && <Ready />}
        </Suspense>
      </main>
      <Footer />
      <Suspense fallback={null}>
        {/* a member's only (offers saved offline, realtime list refreshes, a star clicked before signing in):
            a visitor's page never loads or runs it (issue 22: main-thread work right after hydration) */}
        <AfterFirstPaint>
          {isAuthenticated && <BackgroundWork />}
          {showWidget && <AiWidget />}
        </AfterFirstPaint>
        {openOfferId !== null && <OfferDialog />}
      </Suspense>
      <ScrollRestoration />
      <NavigationProgress />
    </div>
  );
}

/** The frame around every page: header, main (the page, `children`), footer. */
export function RootLayout({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return (
    <RealtimeProvider userId={user?.id ?? null}>
      <Chrome>{children}</Chrome>
    </RealtimeProvider>
  );
}
