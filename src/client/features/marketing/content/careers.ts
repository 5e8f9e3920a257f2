// Copy of the careers page (/careers): the two open roles, benefits and the hiring process.
import { Coffee, GraduationCap, HeartPulse, Laptop, Palmtree, PiggyBank, type LucideIcon } from 'lucide-react';

export const CAREERS_HERO = {
  eyebrow: 'Karriär',
  title: 'Jobba på Samverka',
  lead: 'Vi är ett litet team i Stockholm som vill göra det enklare för föreningar, företag och kreatörer att hitta varandra. Vill du bygga något som märks i hela Sveriges föreningsliv? Då vill vi höra från dig.',
} as const;

export type Role = {
  id: string;
  title: string;
  team: string;
  location: string;
  extent: string;
  summary: string;
  tasks: string[];
  requirements: string[];
};

export const ROLES_SECTION = {
  title: 'Lediga tjänster',
  tasksHeading: 'Du kommer att',
  requirementsHeading: 'Vi tror att du',
  apply: 'Sök tjänsten',
  applyEmail: 'jobb@samverka.se',
  applySubject: (title: string) => `Ansökan: ${title}`,
  roles: [
    {
      id: 'fullstack',
      title: 'Fullstackutvecklare',
      team: 'Produkt och teknik',
      location: 'Stockholm eller distans inom Sverige',
      extent: 'Heltid, tillsvidare',
      summary:
        'Du utvecklar plattformen från databas till gränssnitt: matchning, chatt i realtid, betalningar och vår AI-assistent.',
      tasks: [
        'Bygga nya funktioner i TypeScript med React på klienten och Node på servern',
        'Utveckla vår matchning ovanpå PostgreSQL och fulltextsök',
        'Ta ansvar för kvalitet med automatiska tester och kodgranskning',
        'Arbeta nära användare och resten av teamet för att förstå vad som behövs',
      ],
      requirements: [
        'Har minst tre års erfarenhet av webbutveckling',
        'Är van vid TypeScript, React och SQL',
        'Bryr dig om tillgänglighet, säkerhet och prestanda',
        'Kommunicerar obehindrat på svenska',
      ],
    },
    {
      id: 'marknad',
      title: 'Marknadsföringsspecialist',
      team: 'Marknad och tillväxt',
      location: 'Stockholm',
      extent: 'Heltid, tillsvidare',
      summary:
        'Du ser till att föreningar, företag, influencers och stiftelser i hela Sverige hittar till Samverka – och stannar kvar.',
      tasks: [
        'Planera och genomföra kampanjer i digitala kanaler',
        'Skapa innehåll: kundberättelser, guider och nyhetsbrev',
        'Analysera resultat och optimera med hjälp av data',
        'Bygga relationer med förbund, nätverk och kreatörer',
      ],
      requirements: [
        'Har erfarenhet av digital marknadsföring och innehållsproduktion',
        'Skriver en lättläst och träffsäker svenska',
        'Är van att följa upp och dra slutsatser av data',
        'Gärna har egen erfarenhet av föreningslivet',
      ],
    },
  ] satisfies Role[],
} as const;

export type Perk = { title: string; description: string; icon: LucideIcon };

export const PERKS = {
  title: 'Förmåner',
  lead: 'Vi vill att du ska trivas, utvecklas och orka länge.',
  items: [
    {
      title: 'Flexibelt arbete',
      description: 'Jobba hemifrån eller på kontoret i Stockholm – du väljer.',
      icon: Laptop,
    },
    {
      title: 'Friskvårdsbidrag',
      description: '5 000 kr per år och en timmes friskvård i veckan på arbetstid.',
      icon: HeartPulse,
    },
    { title: 'Tjänstepension', description: 'Tjänstepension enligt ITP-nivå från första dagen.', icon: PiggyBank },
    {
      title: 'Kompetensutveckling',
      description: 'Egen utbildningsbudget för kurser, konferenser och böcker.',
      icon: GraduationCap,
    },
    {
      title: '30 dagars semester',
      description: 'Fem dagar mer än lagen kräver, för ordentlig återhämtning.',
      icon: Palmtree,
    },
    { title: 'Bra gemenskap', description: 'Gemensam fika varje fredag och kickoff två gånger om året.', icon: Coffee },
  ] satisfies Perk[],
} as const;

export const HIRING_PROCESS = {
  title: 'Så går rekryteringen till',
  lead: 'Vi håller processen kort och tydlig och hör av oss efter varje steg.',
  steps: [
    { title: 'Ansökan', description: 'Skicka ditt CV och några rader om varför du vill jobba hos oss.' },
    {
      title: 'Första samtal',
      description: 'Ett kort videosamtal där vi lär känna varandra och svarar på dina frågor.',
    },
    {
      title: 'Arbetsprov',
      description: 'En praktisk uppgift nära det du kommer att göra, som vi sedan går igenom tillsammans.',
    },
    { title: 'Intervju med teamet', description: 'Träffa dina blivande kollegor och få en känsla för hur vi arbetar.' },
    {
      title: 'Referenser och erbjudande',
      description: 'Vi pratar med dina referenser och återkommer med ett erbjudande.',
    },
  ],
} as const;

export const CAREERS_OPEN_APPLICATION = {
  title: 'Hittar du ingen tjänst som passar?',
  lead: 'Vi tar gärna emot spontanansökningar. Berätta vem du är och vad du vill göra.',
  button: 'Skicka en spontanansökan',
  subject: 'Spontanansökan',
} as const;
