// Swedish copy of the landing page (spec §1 and §2 Landing page), in section order.
import {
  BadgeCheck,
  BarChart3,
  Bot,
  Building2,
  Compass,
  FileSignature,
  HandCoins,
  Handshake,
  Landmark,
  Megaphone,
  MessagesSquare,
  Search,
  ShieldCheck,
  Sparkles,
  Target,
  UserPlus,
  UserSearch,
  Users,
  type LucideIcon,
} from 'lucide-react';

export const LANDING_ANCHORS = { userTypes: 'user-types', howItWorks: 'how-it-works' } as const;

export const HERO = {
  eyebrow: 'Mötesplatsen för sponsring och samarbeten',
  titleStart: 'Hitta rätt partner för',
  titleHighlight: 'sponsring och samarbeten',
  lead: 'Samverka kopplar ihop företag, föreningar, influencers och stiftelser. Publicera ett erbjudande, hitta de som passar er och gör upp direkt i plattformen – från första kontakt till färdigt avtal.',
  signUp: 'Skapa konto',
  signIn: 'Logga in',
  explore: 'Utforska mer',
  claims: ['Gratis registrering', 'Snabb verifiering', 'Inga bindningstider'],
  preview: {
    label: 'Ny matchning',
    title: 'Huvudsponsor till ungdomslaget',
    organization: 'IFK Norrtälje Fotboll',
    location: 'Norrtälje',
    budget: '50 000 - 100 000 kr',
    match: '94 % matchning',
    tags: ['Idrott', 'Ungdom', 'Lokalt'],
    chatFrom: 'Lindqvist Bygg AB',
    chatText: 'Hej! Vi vill gärna höra mer om ert ungdomsprojekt.',
    statValue: '4',
    statLabel: 'kontotyper i samma marknadsplats',
  },
} as const;

export type UserTypeCard = {
  key: 'business' | 'association' | 'influencer' | 'foundation';
  label: string;
  tagline: string;
  description: string;
  icon: LucideIcon;
  features: string[];
};

export const USER_TYPES_SECTION = {
  eyebrow: 'För alla som vill samverka',
  title: 'Fyra vägar in i samma marknadsplats',
  lead: 'Välj den kontotyp som passar er när ni registrerar er. Håll muspekaren över ett kort – eller tabba dit – för att se vad som ingår.',
  featuresHeading: 'Det här ingår',
  cards: [
    {
      key: 'business',
      label: 'Företag',
      tagline: 'Vi vill sponsra',
      description: 'Synas där era kunder finns – i föreningslivet, hos kreatörer och i lokala projekt.',
      icon: Building2,
      features: [
        'Matchningsalgoritm som föreslår föreningar och influencers',
        'Avancerade sökfilter på ämne, ort och budget',
        'Automatiserad avtalshantering',
        'Räckviddsstatistik i realtid',
      ],
    },
    {
      key: 'association',
      label: 'Förening',
      tagline: 'Vi söker sponsring',
      description: 'Berätta vad ni behöver och låt sponsorer och stiftelser hitta er – inte tvärtom.',
      icon: Users,
      features: [
        'Publicera sponsringsbehov på några minuter',
        'Nå företag i er region',
        'Hitta stiftelser och fonder som passar er verksamhet',
        'Chatta direkt med intresserade sponsorer',
      ],
    },
    {
      key: 'influencer',
      label: 'Influencer',
      tagline: 'Samarbeten med varumärken',
      description: 'Visa vilken publik du når och få förfrågningar från varumärken som passar dig.',
      icon: Megaphone,
      features: [
        'Demografisk analys av din publik',
        'Kompetensbaserad matchning mot kampanjer',
        'Färdiga avtalsmallar för samarbeten',
        'Kalenderintegration för publiceringar',
      ],
    },
    {
      key: 'foundation',
      label: 'Stiftelse/Fond',
      tagline: 'Bidrag och finansiering',
      description: 'Nå rätt sökande till era utlysningar och följ ansökningarna på ett ställe.',
      icon: Landmark,
      features: [
        'Publicera bidrag och utlysningar',
        'Synas i katalogen över stiftelser och fonder',
        'AI-stöd som hjälper sökande skriva bättre ansökningar',
        'Påminnelser inför sista ansökningsdag',
      ],
    },
  ] satisfies UserTypeCard[],
} as const;

export type Step = { title: string; description: string; icon: LucideIcon; checklist: string[] };

export const HOW_IT_WORKS = {
  eyebrow: 'Så fungerar det',
  title: 'Från konto till samarbete i fyra steg',
  lead: 'Klicka på ett steg eller bläddra med pilarna för att se vad som händer.',
  previous: 'Föregående steg',
  next: 'Nästa steg',
  stepLabel: (n: number, total: number) => `Steg ${n} av ${total}`,
  checklistHeading: 'Checklista',
  steps: [
    {
      title: 'Skapa ditt konto',
      description:
        'Registrera dig gratis med e-post och välj om du är företag, förening, influencer eller stiftelse. Det tar under en minut.',
      icon: UserPlus,
      checklist: ['Ange e-post och lösenord', 'Välj ett användarnamn', 'Välj kontotyp', 'Klart – du loggas in direkt'],
    },
    {
      title: 'Komplettera din profil',
      description:
        'En tydlig profil ger bättre matchningar. Berätta vilka ni är, vad ni står för och vilken publik eller målgrupp ni når.',
      icon: BadgeCheck,
      checklist: [
        'Skriv en kort beskrivning av er verksamhet',
        'Beskriv er målgrupp och räckvidd',
        'Lägg till kontaktuppgifter',
        'Verifiera kontot för ökat förtroende',
      ],
    },
    {
      title: 'Skapa eller hitta erbjudanden',
      description:
        'Publicera ett sponsringserbjudande eller ett behov – eller sök bland andras. Filtrera på ämne, ort och budget och spara favoriter.',
      icon: Search,
      checklist: [
        'Publicera ett erbjudande med budget och tidsram',
        'Sök och filtrera bland godkända erbjudanden',
        'Spara intressanta erbjudanden som favoriter',
        'Låt AI-assistenten föreslå matchningar',
      ],
    },
    {
      title: 'Kontakta och samarbeta',
      description:
        'Ta kontakt direkt i plattformens chatt, kom överens om villkoren och kom igång. Allt samlat på ett ställe.',
      icon: Handshake,
      checklist: [
        'Skicka ett meddelande till motparten',
        'Kom överens om upplägg och ersättning',
        'Använd en avtalsmall som grund',
        'Följ upp resultatet tillsammans',
      ],
    },
  ] satisfies Step[],
} as const;

export type Benefit = { title: string; description: string; icon: LucideIcon };

export const BENEFITS = {
  eyebrow: 'Varför Samverka',
  title: 'Mindre letande, fler samarbeten',
  lead: 'Sponsring bygger på relationer. Vi tar bort det som står i vägen: kalla mejl, kalkylark och långa ledtider.',
  cta: 'Kom igång nu',
  items: [
    {
      title: 'Smart matchning',
      description:
        'Vår matchningsalgoritm väger ihop ämne, ort, målgrupp och budget och visar de bästa träffarna först.',
      icon: Target,
    },
    {
      title: 'Verifierade aktörer',
      description: 'Alla erbjudanden granskas innan de publiceras, så att du kan lita på vem du pratar med.',
      icon: ShieldCheck,
    },
    {
      title: 'Chatt i realtid',
      description: 'Skriv direkt till företag, föreningar och kreatörer. Du ser när meddelandet har lästs.',
      icon: MessagesSquare,
    },
    {
      title: 'Avtal utan krångel',
      description: 'Färdiga avtalsmallar och automatiserad avtalshantering gör att ni kan börja samarbeta snabbare.',
      icon: FileSignature,
    },
    {
      title: 'Mätbara resultat',
      description: 'Räckviddsstatistik i realtid och demografisk analys visar vad sponsringen faktiskt ger.',
      icon: BarChart3,
    },
    {
      title: 'AI-assistent',
      description: 'Beskriv vad du söker med egna ord, så föreslår assistenten erbjudanden som passar.',
      icon: Bot,
    },
  ] satisfies Benefit[],
} as const;

export type FeatureModule = { name: string; summary: string; icon: LucideIcon; features: string[] };

export const MODULES = {
  eyebrow: 'Moduler',
  title: 'Verktyg för varje sorts samarbete',
  lead: 'Samverka består av fem moduler som hänger ihop. Håll muspekaren över – eller tabba till – en modul för att se vad den gör.',
  featuresHeading: 'Funktioner',
  items: [
    {
      name: 'Samverka Sponsring',
      summary: 'Kärnan i plattformen: sponsringserbjudanden mellan företag och föreningar.',
      icon: HandCoins,
      features: [
        'Matchningsalgoritm för sponsorer och föreningar',
        'Avancerade sökfilter',
        'Automatiserad avtalshantering',
        'Avtalsmallar att utgå från',
      ],
    },
    {
      name: 'Influencer-matchning',
      summary: 'Kopplar ihop varumärken med kreatörer vars publik passar kampanjen.',
      icon: Sparkles,
      features: [
        'Räckviddsstatistik i realtid',
        'Demografisk analys av följare',
        'Målgrupp och förväntade visningar i varje erbjudande',
        'Kalenderintegration för publiceringar',
      ],
    },
    {
      name: 'Talentfinder',
      summary: 'Hitta personer med rätt kompetens till ert nästa projekt eller event.',
      icon: UserSearch,
      features: [
        'Kompetensbaserad matchning',
        'Sök på ort, område och erfarenhet',
        'Direktkontakt i realtidschatten',
        'Spara kandidater som favoriter',
      ],
    },
    {
      name: 'Stiftelsesök',
      summary: 'En katalog över stiftelser och fonder med stöd genom hela ansökan.',
      icon: Landmark,
      features: [
        'Katalog över stiftelser och fonder',
        'AI-hjälp med ansökningar',
        'Påminnelser inför deadlines',
        'Bevakning av nya utlysningar',
      ],
    },
    {
      name: 'Individer och Projekt',
      summary: 'Matchar engagerade individer med projekt som behöver just dem.',
      icon: Compass,
      features: [
        'Matchning av individer mot projekt',
        'Projektsidor med behov och tidsplan',
        'Realtidschatt med projektägare',
        'Kalenderintegration för möten',
      ],
    },
  ] satisfies FeatureModule[],
} as const;

export const CLOSING_CTA = {
  title: 'Redo att börja samverka?',
  lead: 'Skapa ett konto på under en minut och se vilka samarbeten som väntar på er. Det kostar ingenting att komma igång.',
  signUp: 'Skapa konto',
  contact: 'Kontakta oss',
  claims: ['Gratis registrering', 'Snabb verifiering'],
} as const;
