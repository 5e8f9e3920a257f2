// The dashboard: what each kind of user does next, by user type. Data of other features (unread
// messages, offer counts, favourites) is passed in by the route that composes it.
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from 'sonner';
import {
  BadgeCheck,
  CircleHelp,
  Handshake,
  HandCoins,
  Heart,
  PlusCircle,
  Sparkles,
  TrendingUp,
  UserRound,
} from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { paths } from '@client/config/paths';
import { useAuth } from '@client/lib/auth';
import { ActionCard, AiPromoCard, ListCard, MessagesCard, StatCard } from './dashboard-parts';
import { isUserType, TIMING, USER_TYPE_LABELS, type UserType } from '@shared/constants';

const QUICK_GUIDE =
  '1. Komplettera din profil. 2. Skapa ett erbjudande eller utforska andras. 3. Spara favoriter. 4. Kontakta och samarbeta via chatten.';

function BusinessBody({ favorites, activeOffers }: { favorites?: ReactNode; activeOffers: number }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Aktiva erbjudanden" value={activeOffers} icon={<TrendingUp className="size-5" />} />
        <StatCard label="Matchningar" value={0} icon={<Sparkles className="size-5" />} />
        <StatCard label="Avslutade samarbeten" value={0} icon={<Handshake className="size-5" />} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ActionCard
          title="Skapa erbjudande"
          description="Berätta vad ni vill sponsra, så hittar rätt förening eller kreatör er."
          icon={<PlusCircle aria-hidden className="size-5 text-primary" />}
          links={[{ label: 'Skapa erbjudande', to: paths.createOffer.getHref('business') }]}
        />
        <ActionCard
          title="Hitta samarbetspartners"
          description="Utforska föreningar och influencers som söker sponsring."
          links={[
            { label: 'Föreningar', to: paths.explore.getHref('association'), variant: 'outline' },
            { label: 'Influencers', to: paths.explore.getHref('influencer'), variant: 'outline' },
          ]}
        />
      </div>
      {favorites ?? (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <Heart aria-hidden className="size-5 text-primary" /> Dina favoriter
            </CardTitle>
            <CardDescription>Spara erbjudanden med stjärnan så hittar du dem här.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline">
              <Link to={paths.favorites.getHref()}>Visa favoriter</Link>
            </Button>
          </CardContent>
        </Card>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <ListCard
          title="Tips för bättre matchningar"
          items={[
            'Beskriv tydligt vilken målgrupp ni vill nå och varför.',
            'Ange en budget eller ett intervall – det ger fler relevanta svar.',
            'Lägg till taggar som sport, kultur eller hållbarhet.',
            'Svara snabbt i chatten – föreningar uppskattar engagemang.',
          ]}
        />
        <ListCard
          title="Kommande funktioner"
          items={[
            'Avtalsmallar och digital signering',
            'Räckviddsstatistik i realtid',
            'Kalenderintegration',
            'Demografisk analys av målgrupper',
          ]}
        />
      </div>
    </>
  );
}

function AssociationBody() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ActionCard
        title="Skapa möjlighet"
        description="Beskriv vad er förening behöver – matchställ, lägeravgifter eller ett nytt projekt."
        icon={<PlusCircle aria-hidden className="size-5 text-primary" />}
        links={[{ label: 'Skapa möjlighet', to: paths.createOffer.getHref('association') }]}
      />
      <ActionCard
        title="Hitta sponsorer och bidrag"
        description="Utforska företag som vill sponsra och stiftelser som delar ut bidrag."
        links={[
          { label: 'Företag', to: paths.explore.getHref('business'), variant: 'outline' },
          { label: 'Stiftelser och fonder', to: paths.explore.getHref('foundation'), variant: 'outline' },
        ]}
      />
    </div>
  );
}

function InfluencerBody() {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Räckvidd" value="Kommer snart" icon={<TrendingUp className="size-5" />} />
        <StatCard label="Samarbeten" value="Kommer snart" icon={<Handshake className="size-5" />} />
        <StatCard label="Profilvisningar" value="Kommer snart" icon={<UserRound className="size-5" />} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ActionCard
          title="Skapa din profil"
          description="Presentera dig, din målgrupp och dina förväntade visningar för företag som söker kreatörer."
          icon={<PlusCircle aria-hidden className="size-5 text-primary" />}
          links={[{ label: 'Skapa profil', to: paths.createOffer.getHref('influencer') }]}
        />
        <ActionCard
          title="Hitta samarbeten"
          description="Utforska företag som vill sponsra och andra kreatörers erbjudanden."
          links={[
            { label: 'Företag', to: paths.explore.getHref('business'), variant: 'outline' },
            { label: 'Influencers', to: paths.explore.getHref('influencer'), variant: 'outline' },
          ]}
        />
      </div>
    </>
  );
}

function FoundationBody() {
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-2">
        <ActionCard
          title="Publicera bidrag"
          description="Utlys bidrag och nå föreningar och projekt som passar stiftelsens ändamål."
          icon={<HandCoins aria-hidden className="size-5 text-primary" />}
          links={[{ label: 'Publicera bidrag', to: paths.createOffer.getHref('foundation') }]}
        />
        <ActionCard
          title="Hitta mottagare"
          description="Utforska influencers och föreningar som söker finansiering."
          links={[
            { label: 'Influencers', to: paths.explore.getHref('influencer'), variant: 'outline' },
            { label: 'Föreningar', to: paths.explore.getHref('association'), variant: 'outline' },
          ]}
        />
      </div>
      <Card>
        <CardHeader className="flex flex-row items-center justify-between">
          <div>
            <CardTitle className="text-lg">Era bidragsmöjligheter</CardTitle>
            <CardDescription>Utlysningar ni publicerat visas under Mina sidor.</CardDescription>
          </div>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.myPages.getHref()}>Se alla</Link>
          </Button>
        </CardHeader>
        <CardContent>
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            Inga bidragsmöjligheter ännu. Publicera ert första bidrag så syns det här.
          </p>
        </CardContent>
      </Card>
    </>
  );
}

export interface DashboardExtras {
  favorites?: ReactNode;
  activeOffers?: number;
  /** unread private messages (chat feature) */
  unread?: number;
}

export function Dashboard({ favorites, activeOffers = 0, unread = 0 }: DashboardExtras) {
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
  const body =
    type === 'business' ? (
      <BusinessBody favorites={favorites} activeOffers={activeOffers} />
    ) : type === 'association' ? (
      <AssociationBody />
    ) : type === 'influencer' ? (
      <InfluencerBody />
    ) : type === 'foundation' ? (
      <FoundationBody />
    ) : null;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 pb-16 pt-24 sm:px-6">
      {showWelcome && (
        <Alert className="border-primary/30 bg-primary/5" role="status">
          <BadgeCheck aria-hidden />
          <AlertTitle>Välkommen tillbaka {name}!</AlertTitle>
          <AlertDescription>Här är en överblick över ditt konto.</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
          <p className="text-muted-foreground">{type ? `${USER_TYPE_LABELS[type]} · ${name}` : name}</p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            onClick={() => toast('Snabbguide', { description: QUICK_GUIDE, duration: TIMING.quickGuideMs })}
          >
            <CircleHelp aria-hidden /> Hjälp
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.user.getHref(user.id)}>
              <UserRound aria-hidden /> Min profil
            </Link>
          </Button>
        </div>
      </div>
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
