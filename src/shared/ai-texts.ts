// Swedish texts of the AI assistant (spec §1, §7 widget replies, §8 AI), shared by the server and the browser.
import type { OfferType } from './constants.js';

export const AI_TEXTS = {
  unavailableNotice: 'AI-tjänsten är tillfälligt otillgänglig',
  errorTitle: 'Fel vid bearbetning',
  errorText: 'Problem med AI-tjänsten',
  errors: {
    emptyMessage: 'Skriv ett meddelande först.',
    tooLong: 'Meddelandet får vara högst 2000 tecken.',
    badHistory: 'Konversationens historik är ogiltig.',
    rateLimited: 'Du har skickat många frågor på kort tid. Vänta en minut och försök igen.',
  },
  /** reasons on a match */
  reasons: {
    terms: (words: string[]) => `Matchar: ${words.join(', ')}`,
    place: (place: string) => `Plats: ${place}`,
    placeNationwide: (place: string) => `Plats: ${place} (hela landet)`,
    budget: (budget: string) => `Budget: ${budget}`,
    recent: 'Nyligen publicerat',
    cause: (labels: string[]) => `Område: ${labels.join(', ')}`,
    sameTown: (town: string) => `Samma ort: ${town}`,
    sameCounty: (county: string) => `Samma län: ${county}`,
    nextCounty: (county: string) => `Grannlän: ${county}`,
    seeks: (offerType: OfferType, asker: 'association' | 'influencer', cause: string | null) =>
      `${offerType === 'foundation' ? 'Stiftelse som stöttar' : 'Företag som sponsrar'} ${
        asker === 'association' ? 'föreningar' : 'influencers'
      }${cause ? ` inom ${cause}` : ''}`,
    type: {
      business: 'Företag som vill sponsra',
      association: 'Förening som söker sponsring',
      influencer: 'Influencer som söker samarbete',
      foundation: 'Stiftelse som erbjuder finansiering',
    } satisfies Record<OfferType, string>,
  },
  /** built-in replies of the matcher */
  replies: {
    greeting:
      'Hej! Jag är Samverkas AI-assistent. Berätta vad du söker, till exempel ”förening inom fotboll i Göteborg” eller ”stiftelse som ger bidrag till kultur”, så letar jag fram passande erbjudanden åt dig.',
    help: 'Jag matchar dig med godkända erbjudanden på Samverka. Beskriv vad du söker med några ord: ämne (t.ex. fotboll, miljö, musik), vilken typ av partner du vill hitta (företag, förening, influencer eller stiftelse), gärna en ort eller region och en ungefärlig budget. Jag visar de bästa träffarna och förklarar varför de passar.',
    vague:
      'Här är några aktuella erbjudanden som kan passa dig. Berätta gärna mer, till exempel ämne, ort eller budget, så kan jag göra träffarna mer precisa.',
    noMatches: (what: string) =>
      `Jag hittade tyvärr inga godkända erbjudanden som matchar ${what}. Prova andra ord, en annan ort eller en bredare budget, spara sökningen med ”Spara sökning” när du utforskar erbjudanden så får du en notis när ett nytt passar, eller skapa ett eget erbjudande så att rätt partner kan hitta dig.`,
    relaxed: (what: string) => `Inget erbjudande nämner ${what} just nu, men de här kan passa dig ändå.`,
    intro: (count: number) =>
      count === 1 ? 'Jag hittade ett erbjudande som passar bra.' : `Jag hittade ${count} erbjudanden som passar bra.`,
    /** some fit well, the rest shown are weaker */
    introSome: (good: number, shown: number) =>
      `${good === 1 ? 'Ett erbjudande passar bra' : `${good} erbjudanden passar bra`}, ${
        shown - good === 1 ? 'ett till bara delvis' : `de övriga ${shown - good} bara delvis`
      }.`,
    noGoodMatch: (wider: string) =>
      `Jag hittade inget erbjudande som passar riktigt bra just nu. De här är de närmaste, men de matchar bara delvis. ${wider}`,
    widerPlace:
      'Prova en bredare sökning, till exempel hela länet, grannlänen eller hela Sverige. Du kan också spara sökningen med ”Spara sökning” när du utforskar erbjudanden, så får du en notis när ett nytt passar, eller skapa ett eget erbjudande så att rätt partner kan hitta dig.',
    widerWords:
      'Prova en bredare sökning med färre eller andra ord. Du kan också spara sökningen med ”Spara sökning” när du utforskar erbjudanden, så får du en notis när ett nytt passar, eller skapa ett eget erbjudande så att rätt partner kan hitta dig.',
    best: (title: string, organization: string, why: string) =>
      `Bäst matchar ”${title}” från ${organization}${why ? ` (${why})` : ''}.`,
    alsoOne: (a: string) => `Titta även på ${a}.`,
    alsoMany: (list: string) => `Titta även på ${list}.`,
    nextOpen: 'Nästa steg: öppna ett erbjudande nedan för att läsa mer och kontakta organisationen.',
    refinePlace: 'Vill du begränsa träffarna kan du ange en ort eller region.',
    refineBudget: 'Du kan också ange en ungefärlig budget, till exempel ”runt 50 000 kr”.',
    refineBoth: 'Du kan förfina sökningen med en ort eller en budget.',
  },
} as const;

/** The floating widget answers locally, without a call (spec §7 "Widget replies"). */
export const WIDGET_TEXTS = {
  title: 'AI-assistent',
  open: 'Öppna AI-assistenten',
  minimise: 'Minimera',
  restore: 'Återställ',
  close: 'Stäng',
  inputLabel: 'Meddelande till AI-assistenten',
  placeholder: 'Skriv ditt meddelande...',
  send: 'Skicka',
  typing: 'AI-assistenten skriver...',
  fullPage: 'Öppna hela AI-assistenten',
  welcome:
    'Hej! Jag är Samverkas AI-assistent. Jag kan hjälpa dig att hitta sponsorer, samarbetspartner och finansiering. Vad vill du veta?',
  matches: 'Förslag från assistenten',
} as const;

/** The /ai page (spec §2 AI page, §4 onboarding). */
export const AI_PAGE_TEXTS = {
  title: 'AI-sponsringsassistent',
  intro:
    'Beskriv vad du söker så matchar assistenten dig med godkända erbjudanden från företag, föreningar, influencers och stiftelser, och förklarar varför de passar.',
  features: [
    { title: 'Smart matchning', text: 'Hittar erbjudanden som passar ditt ämne, din ort och din budget.' },
    { title: 'Förklarade förslag', text: 'Varje träff visar varför den matchar, så att du snabbt kan välja.' },
    { title: 'Nästa steg', text: 'Öppna ett erbjudande direkt från chatten och ta kontakt.' },
  ],
  tipTitle: 'Tips',
  tip: 'Ju mer du berättar, desto bättre träffar. Nämn gärna ämne, ort, typ av partner och ungefärlig budget.',
  chatTitle: 'Chatta med assistenten',
  chatWelcome: 'Hej! Jag är din AI-sponsringsassistent. Berätta vad du söker, så hittar jag passande erbjudanden.',
  inputLabel: 'Din fråga till AI-assistenten',
  placeholder: 'T.ex. ”Vi är en fotbollsförening i Göteborg som söker sponsor”',
  send: 'Skicka',
  typing: 'AI-assistenten tänker...',
  matchesLabel: 'Matchande erbjudanden',
  openMatch: 'Visa erbjudandet',
  scrollHint: 'Scrolla ner till chatten',
  onboarding: {
    title: 'Välkommen till AI-assistenten',
    welcomeText:
      'Svara på två snabba frågor så ställer assistenten den första frågan åt dig. Du kan också hoppa över och skriva själv.',
    skip: 'Hoppa över',
    start: 'Kom igång',
    whoTitle: 'Vem representerar du?',
    goalTitle: 'Vad vill du uppnå?',
    next: 'Fortsätt',
    back: 'Tillbaka',
    finish: 'Slutför',
    step: (n: number) => `Steg ${n} av 3`,
    who: {
      company: { label: 'Ett företag', hint: 'Vi vill sponsra eller samarbeta.' },
      organization: { label: 'En organisation', hint: 'Förening, lag, stiftelse eller ideell organisation.' },
    },
    goals: {
      company: [
        {
          id: 'sponsor',
          label: 'Sponsra en förening eller ett lag',
          sentence: 'Vi är ett företag och vill sponsra en förening eller ett lag.',
        },
        {
          id: 'influencer',
          label: 'Samarbeta med influencers',
          sentence: 'Vi är ett företag och vill samarbeta med influencers.',
        },
        {
          id: 'local',
          label: 'Stödja projekt för barn och unga',
          sentence: 'Vi är ett företag och vill stödja projekt för barn och ungdomar.',
        },
      ],
      organization: [
        { id: 'sponsors', label: 'Hitta sponsorer', sentence: 'Vi är en förening och söker sponsorer bland företag.' },
        {
          id: 'grants',
          label: 'Söka bidrag från stiftelser',
          sentence: 'Vi är en förening och vill söka bidrag från stiftelser och fonder.',
        },
        { id: 'partners', label: 'Hitta samarbetspartner', sentence: 'Vi är en förening och söker samarbetspartner.' },
      ],
    },
  },
} as const;
