// The dashboard: what each kind of user does next, by user type. Data of other features (unread
// messages, offer counts, favourites) is passed in by the route that composes it.
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from '@client/lib/toast';
import {
  BadgeCheck,
  CircleHelp,
  Clock,
  FileSignature,
  Handshake,
  Heart,
  TrendingUp,
  UserRound,
  Users,
} from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { paths } from '@client/config/paths';
import { useAuth } from '@client/lib/auth';
import { ActionCard, AiPromoCard, ListCard, MessagesCard, StatCard } from './dashboard-parts';
import { START, type Stat } from './start-plans';
import { isUserType, TIMING, USER_TYPE_LABELS, type OfferType, type UserType } from '@shared/constants';

const QUICK_GUIDE =
  '1. Komplettera din profil. 2. Skapa ett erbjudande eller utforska andras. 3. Spara favoriter. 4. Kontakta och samarbeta via chatten.';

/** completed collaborations and deals under way (deals feature) */
export interface DealCounts {
  ongoing: number;
  completed: number;
}
const NO_DEALS: DealCounts = { ongoing: 0, completed: 0 };
const dealStats = (deals: DealCounts): Stat[] => [
  { label: 'Pågående avtal', value: deals.ongoing, icon: FileSignature },
  { label: 'Avslutade samarbeten', value: deals.completed, icon: Handshake },
];

function StatRow({ stats }: { stats: Stat[] }) {
  return (
    <div className={stats.length > 3 ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4' : 'grid gap-4 sm:grid-cols-3'}>
      {stats.map(({ label, value, icon: Icon }) => (
        <StatCard key={label} label={label} value={value} icon={<Icon className="size-5" />} />
      ))}
    </div>
  );
}

function StartCards({ type }: { type: OfferType }) {
  const { create, find } = START[type];
  const CreateIcon = create.icon;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ActionCard
        title={create.title}
        description={create.description}
        icon={<CreateIcon aria-hidden className="size-5 text-primary" />}
        links={[{ label: create.label, to: paths.createOffer.getHref(type) }]}
      />
      <ActionCard
        title={find.title}
        description={find.description}
        links={find.explore.map((e) => ({
          label: e.label,
          to: paths.explore.getHref(e.type),
          variant: 'outline' as const,
        }))}
      />
    </div>
  );
}

/** the caller's own figures: every number from data; a figure whose source is missing is left out */
interface Figures {
  activeOffers: number;
  pendingOffers: number;
  favoriteCount?: number;
  deals: DealCounts;
  /** the declared audience's total reach, when the user declared one */
  reach?: number | null;
}

const offerStats = (f: Figures): Stat[] => [
  { label: 'Aktiva erbjudanden', value: f.activeOffers, icon: TrendingUp },
  ...(f.pendingOffers > 0 ? [{ label: 'Väntar på godkännande', value: f.pendingOffers, icon: Clock }] : []),
];

function BusinessBody({ favorites, figures }: { favorites?: ReactNode; figures: Figures }) {
  return (
    <>
      <StatRow
        stats={[
          ...offerStats(figures),
          ...(figures.favoriteCount !== undefined
            ? [{ label: 'Favoriter', value: figures.favoriteCount, icon: Heart }]
            : []),
          ...dealStats(figures.deals),
        ]}
      />
      <StartCards type="business" />
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
        <TalentfinderCard />
      </div>
    </>
  );
}

/** organisations find people for their projects (issue 25) */
function TalentfinderCard() {
  return (
    <ActionCard
      title="Talentfinder"
      description="Hitta personer med rätt färdigheter för era projekt, ideellt eller mot arvode."
      links={[{ label: 'Öppna Talentfinder', to: paths.talents.getHref(), variant: 'outline' }]}
    />
  );
}

function AssociationBody({ figures }: { figures: Figures }) {
  return (
    <>
      <StatRow stats={[...offerStats(figures), ...dealStats(figures.deals)]} />
      <StartCards type="association" />
      <TalentfinderCard />
    </>
  );
}

function IndividualBody({ figures, people }: { figures: Figures; people?: ReactNode }) {
  return (
    <>
      <StatRow stats={dealStats(figures.deals)} />
      <ActionCard
        title="Bidra med det du kan"
        description="Fyll i din kompetensprofil och slå på 'Synlig för organisationer', så hittar föreningar, företag och stiftelser dig. Anmäl intresse för roller i deras projekt."
        links={[
          { label: 'Kompetensprofil', to: `${paths.settings.getHref()}#kompetensprofil` },
          { label: 'Se projekt', to: paths.projects.getHref(), variant: 'outline' },
        ]}
      />
      {people}
    </>
  );
}

function InfluencerBody({ figures, people }: { figures: Figures; people?: ReactNode }) {
  return (
    <>
      <StatRow
        stats={[
          ...(figures.reach != null
            ? [{ label: 'Räckvidd (uppgiven)', value: figures.reach.toLocaleString('sv-SE'), icon: Users }]
            : []),
          ...offerStats(figures),
          ...dealStats(figures.deals),
        ]}
      />
      <StartCards type="influencer" />
      {people}
    </>
  );
}

function FoundationBody({ figures, programmes }: { figures: Figures; programmes?: ReactNode }) {
  return (
    <>
      <StatRow stats={[...offerStats(figures), ...dealStats(figures.deals)]} />
      <StartCards type="foundation" />
      {programmes}
      <TalentfinderCard />
    </>
  );
}

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
