// The dashboard: what each kind of user does next, by user type. Data of other features (unread
// messages, offer counts, favourites) is passed in by the route that composes it.
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate } from '@client/lib/router';
import { toast } from '@client/lib/toast';
import { BadgeCheck, CircleHelp, FileSignature, UserRound } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { paths } from '@client/config/paths';
import { useAuth } from '@client/lib/auth';
import { AiPromoCard, MessagesCard } from './dashboard-parts';
import {
  AssociationBody,
  BusinessBody,
  FoundationBody,
  IndividualBody,
  InfluencerBody,
  NO_DEALS,
  type DealCounts,
  type Figures,
} from './dashboard-bodies';

export type { DealCounts };
import { isUserType, TIMING, USER_TYPE_LABELS, type UserType } from '@shared/constants';

const QUICK_GUIDE =
  '1. Komplettera din profil. 2. Skapa ett erbjudande eller utforska andras. 3. Spara favoriter. 4. Kontakta och samarbeta via chatten.';

export interface DashboardExtras {
  favorites?: ReactNode;
  activeOffers?: number;
  /** unread private messages (chat feature) */
  unread?: number;
  deals?: DealCounts;
  /** this week's views, favourites and contacts of the caller's offers (insights feature) */
  weekly?: ReactNode;
  pendingOffers?: number;
  /** how many offers the caller starred (offers feature) */
  favoriteCount?: number;
  /** the declared audience's total reach (insights feature); null when none is declared */
  reach?: number | null;
  /** a foundation's own grant programmes (grants feature) */
  programmes?: ReactNode;
  /** a person's 'Projekt för dig' and 'Mina intressen' (people feature) */
  people?: ReactNode;
}

export function Dashboard({
  favorites,
  activeOffers = 0,
  pendingOffers = 0,
  favoriteCount,
  unread = 0,
  deals = NO_DEALS,
  weekly,
  reach,
  programmes,
  people,
}: DashboardExtras) {
  const { user, profile, isLoading, isAuthenticated } = useAuth();
  const [showWelcome, setShowWelcome] = useState(true);
  useEffect(() => {
    const id = setTimeout(() => setShowWelcome(false), TIMING.welcomeBannerMs);
    return () => clearTimeout(id);
  }, []);

  if (isLoading) {
    return (
      <div className="mx-auto max-w-6xl space-y-4 px-4 pt-24">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (!isAuthenticated || !user)
    return <Navigate to={paths.auth.getHref({ returnTo: paths.dashboard.getHref() })} replace />;

  const type: UserType | null = isUserType(profile?.user_type) ? profile.user_type : null;
  const name = profile?.full_name || profile?.username || user.email;
  const figures: Figures = { activeOffers, pendingOffers, favoriteCount, deals, reach };
  const body =
    type === 'business' ? (
      <BusinessBody favorites={favorites} figures={figures} />
    ) : type === 'association' ? (
      <AssociationBody figures={figures} />
    ) : type === 'influencer' ? (
      <InfluencerBody figures={figures} people={people} />
    ) : type === 'foundation' ? (
      <FoundationBody figures={figures} programmes={programmes} />
    ) : type === 'individual' ? (
      <IndividualBody figures={figures} people={people} />
    ) : null;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 pb-16 pt-24 sm:px-6">
      {showWelcome && (
        // floats over the page (no layout jump when it goes after a few seconds)
        <Alert
          className="fixed left-1/2 top-20 z-40 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 border-primary/30 bg-background shadow-lg"
          role="status"
          data-testid="welcome-banner"
        >
          <BadgeCheck aria-hidden />
          <AlertTitle>Välkommen tillbaka {name}!</AlertTitle>
          <AlertDescription>Här är en överblick över ditt konto.</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Översikt</h1>
          <p className="text-muted-foreground">{type ? `${USER_TYPE_LABELS[type]} · ${name}` : name}</p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            onClick={() => toast('Snabbguide', { description: QUICK_GUIDE, duration: TIMING.quickGuideMs })}
          >
            <CircleHelp aria-hidden /> Hjälp
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.deals.getHref()}>
              <FileSignature aria-hidden /> Mina avtal
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.user.getHref(user.id)}>
              <UserRound aria-hidden /> Min profil
            </Link>
          </Button>
        </div>
      </div>
      {weekly}
      {body ?? (
        <Card>
          <CardHeader>
            <CardTitle>Profilinformation saknas</CardTitle>
            <CardDescription>
              Vi vet inte vilken typ av användare du är ännu. Uppdatera din profil för att komma igång.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to={paths.user.getHref(user.id)}>Uppdatera profil</Link>
            </Button>
          </CardContent>
        </Card>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <AiPromoCard />
        <MessagesCard unread={unread} />
      </div>
    </div>
  );
}
