// Questions and answers on /faq: what newcomers actually ask about Samverka.
export type FaqItem = { id: string; question: string; answer: string[] };
export type FaqGroup = { title: string; items: FaqItem[] };

export const FAQ_PAGE = {
  title: 'Vanliga frågor',
  lead: 'Här har vi samlat svaren på det som användare oftast frågar oss om. Hittar du inte det du letar efter är du välkommen att kontakta oss.',
  contactPrompt: 'Hittade du inte svaret?',
  contactText: 'Skriv till oss så återkommer vi inom 24 timmar på vardagar.',
  contactButton: 'Kontakta oss',
} as const;

export const FAQ_GROUPS: FaqGroup[] = [
  {
    title: 'Kom igång',
    items: [
      {
        id: 'vad-ar-samverka',
        question: 'Vad är Samverka?',
        answer: [
          'Samverka är en svensk marknadsplats för sponsring och samarbeten. Här möts företag som vill sponsra, föreningar som söker sponsring, influencers som vill samarbeta med varumärken och stiftelser som delar ut bidrag.',
          'Du publicerar erbjudanden, söker bland andras, sparar favoriter och tar kontakt direkt i plattformens chatt.',
        ],
      },
      {
        id: 'kostar-det',
        question: 'Kostar det något att använda Samverka?',
        answer: [
          'Nej, det är gratis att registrera sig och använda grundplanen Basic. Med Basic kan du skapa erbjudanden, söka, spara favoriter och chatta.',
          'För den som vill ha mer finns Premium för 99 kr/månad med obegränsat antal erbjudanden, avancerad filtrering och prioriterad support. Premium kan sägas upp när som helst och gäller då till periodens slut.',
        ],
      },
      {
        id: 'vilken-kontotyp',
        question: 'Vilken kontotyp ska jag välja?',
        answer: [
          'Välj Företag om ni vill sponsra, Förening om ni söker sponsring, Influencer om du vill samarbeta med varumärken och Stiftelse/Fond om ni delar ut bidrag eller finansiering.',
          'Kontotypen styr vilka erbjudanden du kan publicera och vilka förslag du får på din dashboard.',
        ],
      },
    ],
  },
  {
    title: 'Erbjudanden',
    items: [
      {
        id: 'skapa-erbjudande',
        question: 'Hur skapar jag ett erbjudande?',
        answer: [
          'Logga in och välj "Skapa erbjudande" på din dashboard. Fyll i titel, organisation, beskrivning och kontaktuppgifter – gärna också budget, tidsram och taggar så att rätt personer hittar dig.',
          'Du kan skapa erbjudanden av samma typ som ditt konto, till exempel föreningserbjudanden om du har ett föreningskonto.',
        ],
      },
      {
        id: 'godkannande',
        question: 'Varför syns inte mitt erbjudande direkt?',
        answer: [
          'Alla nya erbjudanden granskas av en administratör innan de publiceras. Det skyddar mot spam och gör att alla kan lita på det som visas.',
          'Medan erbjudandet väntar på godkännande ser bara du det, markerat med "Väntar på godkännande". Oftast går granskningen snabbt.',
        ],
      },
      {
        id: 'hitta-partner',
        question: 'Hur hittar jag rätt partner?',
        answer: [
          'Gå till utforskningssidorna och sök på nyckelord, organisation eller ort. Filtrera på ämnen och sortera efter nyast, äldst eller i bokstavsordning.',
          'Du kan också beskriva vad du söker för AI-assistenten, som föreslår de erbjudanden som passar bäst.',
        ],
      },
    ],
  },
  {
    title: 'Kontakt och säkerhet',
    items: [
      {
        id: 'kontakta-annan',
        question: 'Hur kontaktar jag en annan användare?',
        answer: [
          'Öppna ett erbjudande och välj "Kontakta". Användaren läggs till bland dina kontakter och du kan skriva direkt i chatten. Du ser när dina meddelanden har lästs.',
        ],
      },
      {
        id: 'avtal',
        question: 'Hjälper ni till med avtalet?',
        answer: [
          'Samverka erbjuder avtalsmallar som ni kan utgå från, men avtalet sluts mellan er och er motpart. Samverka är inte part i de samarbeten som uppstår på plattformen.',
        ],
      },
      {
        id: 'personuppgifter',
        question: 'Hur hanterar ni mina personuppgifter?',
        answer: [
          'Vi behandlar personuppgifter enligt dataskyddsförordningen (GDPR) och lagrar dem inom EU/EES. Vi säljer aldrig dina uppgifter och använder inga spårningscookies.',
          'Du kan när som helst begära ut, rätta eller radera dina uppgifter. Läs mer i vår integritetspolicy och på sidan om GDPR.',
        ],
      },
      {
        id: 'ai-assistent',
        question: 'Vad gör AI-assistenten?',
        answer: [
          'AI-assistenten läser din fråga och jämför den med de godkända erbjudandena på plattformen. Den föreslår matchningar och ger tips om hur du kan formulera ditt eget erbjudande.',
          'Assistenten ger förslag – det är alltid du som bestämmer vem du kontaktar.',
        ],
      },
      {
        id: 'radera-konto',
        question: 'Hur avslutar jag mitt konto?',
        answer: [
          'Kontakta oss via kontaktformuläret med den e-postadress som kontot är registrerat på, så raderar vi kontot och dina uppgifter inom 30 dagar.',
        ],
      },
    ],
  },
];
