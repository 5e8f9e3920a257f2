// The dashboard's body for each user type (dashboard-view.tsx picks one): figures, start cards and the
// sections other features pass in (favourites, projects for a person, a foundation's programmes).
import type { ReactNode } from 'react';
import { Link } from '@client/lib/router';
import { FileSignature, Handshake, Heart, TrendingUp, Users, Clock } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { paths } from '@client/config/paths';
import { ActionCard, ListCard, StatCard } from './dashboard-parts';
import { START, type Stat } from './start-plans';
import type { OfferType } from '@shared/constants';

/** completed collaborations and deals under way (deals feature) */
export interface DealCounts {
  ongoing: number;
  completed: number;
}
export const NO_DEALS: DealCounts = { ongoing: 0, completed: 0 };
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
export interface Figures {
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

export function BusinessBody({ favorites, figures }: { favorites?: ReactNode; figures: Figures }) {
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

export function AssociationBody({ figures }: { figures: Figures }) {
  return (
    <>
      <StatRow stats={[...offerStats(figures), ...dealStats(figures.deals)]} />
      <StartCards type="association" />
      <TalentfinderCard />
    </>
  );
}

export function IndividualBody({ figures, people }: { figures: Figures; people?: ReactNode }) {
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

export function InfluencerBody({ figures, people }: { figures: Figures; people?: ReactNode }) {
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

export function FoundationBody({ figures, programmes }: { figures: Figures; programmes?: ReactNode }) {
  return (
    <>
      <StatRow stats={[...offerStats(figures), ...dealStats(figures.deals)]} />
      <StartCards type="foundation" />
      {programmes}
      <TalentfinderCard />
    </>
  );
}
