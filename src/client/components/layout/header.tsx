// The fixed header: logo, navigation, AI button, theme, account actions; a menu under 768 px.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from '@client/lib/router';
import { Bot, LogIn, LogOut, Menu, Settings, Sparkles, UserRound } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Badge } from '@client/components/ui/badge';
import { Logo } from '@client/components/layout/logo';
import { ThemeToggle } from '@client/components/layout/theme-toggle';
import { ExploreLinks, ExploreMenu } from '@client/components/layout/explore-menu';
import { paths } from '@client/config/paths';
import { useAuth } from '@client/lib/auth';
import { cn } from '@client/lib/utils';
import { PROJECT_OWNER_TYPES, TIMING } from '@shared/constants';

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

interface NavItem {
  name: string;
  path: string;
  badge?: string | number;
  badgeLabel?: string;
  premium?: boolean;
}

export function Header({
  unreadCount = 0,
  premiumActive = false,
  bell,
}: {
  unreadCount?: number;
  premiumActive?: boolean;
  /** the notification bell (signed in), composed by the app */
  bell?: React.ReactNode;
}) {
  const { isAuthenticated, isLoading, user, profile, signOut } = useAuth();
  const isOrganisation = (PROJECT_OWNER_TYPES as readonly string[]).includes(profile?.user_type ?? '');
  const navigate = useNavigate();
  const location = useLocation();
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  // the sheet's code is fetched on the first open and stays mounted afterwards
  const [menuUsed, setMenuUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > TIMING.headerOpaqueAfterPx);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => setOpen(false), [location.pathname]);

  // Until the session is known only what both a visitor and a member see is drawn: the answer then adds
  // links and never removes one, so a keyboard user's focus is not lost from under them (a removed link
  // drops it to the page's start).
  const items: NavItem[] = [
    { name: 'Hem', path: paths.home.getHref() },
    { name: 'Om oss', path: paths.about.getHref() },
    { name: 'Stiftelsesök', path: paths.grants.getHref() },
    { name: 'Projekt', path: paths.projects.getHref() },
    ...(isLoading
      ? []
      : isAuthenticated
        ? [
            { name: 'Översikt', path: paths.dashboard.getHref() },
            {
              name: 'Chatt',
              path: paths.chat.getHref(),
              badge: unreadCount > 0 ? unreadCount : undefined,
              badgeLabel: `${unreadCount} ${unreadCount === 1 ? 'oläst' : 'olästa'}`,
            },
            { name: 'Avtal', path: paths.deals.getHref() },
            ...(isOrganisation ? [{ name: 'Talanger', path: paths.talents.getHref() }] : []),
            {
              name: 'Premium',
              path: premiumActive ? paths.premium.getHref() : paths.pricing.getHref(),
              premium: true,
              badge: premiumActive ? 'Aktiv' : undefined,
              badgeLabel: 'Aktiv prenumeration',
            },
          ]
        : [{ name: 'Priser', path: paths.pricing.getHref() }]),
  ];
  const visitor = !isLoading && !isAuthenticated;

  const onSignOut = async () => {
    // leave the page first (and wait until its chunk is in), so a signed-in-only page
    // does not redirect to /auth on the way out
    await navigate(paths.home.getHref());
    await signOut();
  };

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
      isActive ? 'text-foreground' : 'text-muted-foreground',
    );

  const navLinks = (mobile: boolean) =>
    items.map((item) => (
      <NavLink
        key={item.name}
        to={item.path}
        end={item.path === '/'}
        className={(s) => cn(linkClass(s), mobile && 'w-full py-3 text-base')}
      >
        {item.premium && <Sparkles aria-hidden className="size-4 text-amber-500" />}
        {item.name}
        {item.badge !== undefined && (
          <Badge
            variant={item.premium ? 'success' : 'destructive'}
            className="ml-0.5 px-1.5"
            aria-label={item.badgeLabel}
          >
            {item.badge}
          </Badge>
        )}
      </NavLink>
    ));

  return (
    <header
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,border-color] duration-200',
        scrolled || open
          ? 'border-b bg-background/95 shadow-sm backdrop-blur'
          : 'border-b border-transparent bg-transparent',
      )}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
      >
        Hoppa till innehållet
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Huvudmeny" className="hidden items-center gap-1 xl:flex">
          {/* signed in, 'Hem' and 'Om oss' stay in the menu and the footer: the header has no room for them */}
          {visitor && navLinks(false).slice(0, 2)}
          <ExploreMenu />
          {navLinks(false).slice(2)}
        </nav>
        <div className="flex items-center gap-1">
          <Button asChild size="sm" variant="secondary" className="hidden sm:inline-flex">
            <Link to={paths.ai.getHref()} aria-label="AI-assistent" title="AI-assistent">
              <Bot aria-hidden /> <span className="hidden 2xl:inline">AI-assistent</span>
            </Link>
          </Button>
          {isAuthenticated && bell}
          <ThemeToggle />
          <div className="hidden items-center gap-1 xl:flex">
            {isAuthenticated && user ? (
              <>
                <Button asChild size="sm" variant="ghost">
                  <Link to={paths.user.getHref(user.id)} aria-label="Min profil" title="Min profil">
                    <UserRound aria-hidden /> <span className="hidden 2xl:inline">Min profil</span>
                  </Link>
                </Button>
                <Button asChild size="icon" variant="ghost" aria-label="Inställningar" title="Inställningar">
                  <Link to={paths.settings.getHref()}>
                    <Settings aria-hidden />
                  </Link>
                </Button>
                <Button size="sm" variant="outline" onClick={onSignOut}>
                  <LogOut aria-hidden /> Logga ut
                </Button>
              </>
            ) : visitor ? (
              <Button asChild size="sm">
                <Link to={paths.auth.getHref()}>
                  <LogIn aria-hidden /> Logga in
                </Link>
              </Button>
            ) : null}
          </div>
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="xl:hidden"
            aria-expanded={open}
            aria-haspopup="dialog"
            aria-label="Öppna menyn"
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={() => {
              setMenuUsed(true);
              setOpen(true);
            }}
          >
            <Menu aria-hidden />
          </Button>
        </div>
      </div>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} onClosed={() => menuButton.current?.focus()}>
            <div className="flex flex-col">
              {navLinks(true).slice(0, 2)}
              <ExploreLinks linkClass={linkClass} />
              {navLinks(true).slice(2)}
            </div>
            <div className="mt-3 flex flex-col gap-2 border-t pt-3">
              <Button asChild variant="secondary">
                <Link to={paths.ai.getHref()}>
                  <Bot aria-hidden /> AI-assistent
                </Link>
              </Button>
              {isAuthenticated && user ? (
                <>
                  <Button asChild variant="ghost">
                    <Link to={paths.user.getHref(user.id)}>
                      <UserRound aria-hidden /> Min profil
                    </Link>
                  </Button>
                  <Button asChild variant="ghost">
                    <Link to={paths.settings.getHref()}>
                      <Settings aria-hidden /> Inställningar
                    </Link>
                  </Button>
                  <Button variant="outline" onClick={onSignOut}>
                    <LogOut aria-hidden /> Logga ut
                  </Button>
                </>
              ) : visitor ? (
                <Button asChild>
                  <Link to={paths.auth.getHref()}>
                    <LogIn aria-hidden /> Logga in
                  </Link>
                </Button>
              ) : null}
            </div>
          </MobileMenu>
        </Suspense>
      )}
    </header>
  );
}
