// Swedish texts of the person side of Talentfinder in the browser (issue 25): the skills profile form,
// 'Projekt för dig', 'Mina intressen' and /talanger.
export const PEOPLE_TEXTS = {
  profile: {
    title: 'Kompetensprofil',
    intro:
      'Berätta vad du kan och när du har tid, så hittar föreningar, företag och stiftelser dig när de söker någon till ett projekt.',
    headline: 'Rubrik',
    headlineHint: 'Till exempel ”Fotograf som gillar idrott”',
    skills: 'Färdigheter',
    skillsHint: 'Välj ur listan eller skriv en egen. Ange nivå för varje färdighet.',
    skillInput: 'Lägg till färdighet',
    addSkill: 'Lägg till',
    removeSkill: (name: string) => `Ta bort ${name}`,
    level: (name: string) => `Nivå för ${name}`,
    noSkillsYet: 'Inga färdigheter ännu.',
    hours: 'Timmar per vecka',
    from: 'Tillgänglig från',
    to: 'Tillgänglig till',
    place: 'Ort',
    remote: 'Kan arbeta på distans',
    volunteer: 'Ideellt',
    paid: 'Mot betalning',
    terms: 'Villkor',
    bio: 'Kort presentation',
    links: 'Länkar (en per rad, https://)',
    visible: 'Synlig för organisationer',
    visibleHint:
      'Av som standard. När den är på ser inloggade föreningar, företag och stiftelser din profil i Talentfinder. Besökare och sökmotorer ser den aldrig, och ingen ser din e-post: kontakt sker bara i chatten.',
    save: 'Spara kompetensprofilen',
    saving: 'Sparar...',
    saved: 'Kompetensprofilen är sparad',
    remove: 'Ta bort kompetensprofilen',
    removeConfirm: 'Ta bort kompetensprofilen? Du syns då inte längre i Talentfinder.',
    removed: 'Kompetensprofilen är borttagen',
    fixErrors: 'Rätta de markerade fälten',
  },
  dashboard: {
    forYouIntro: 'Godkända projekt som passar din kompetensprofil.',
    noProfile: 'Fyll i din kompetensprofil så visar vi projekt som passar dig.',
    fillProfile: 'Fyll i kompetensprofilen',
    noMatches: 'Inga projekt passar din profil just nu. Vi visar dem här när de publiceras.',
    role: (title: string) => `Roll: ${title}`,
    interestsTitle: 'Mina intressen',
    interestsIntro: 'Roller du har anmält intresse för och vad organisationen svarat.',
    noInterests: 'Du har inte anmält intresse för någon roll ännu.',
    browseProjects: 'Se alla projekt',
    loadError: (m: string) => `Kunde inte hämtas: ${m}`,
    personTitle: 'Bidra med det du kan',
    personIntro:
      'Som privatperson hittar du projekt hos föreningar, företag och stiftelser som behöver dina färdigheter.',
  },
  finder: {
    title: 'Talentfinder',
    description:
      'Hitta personer med rätt färdigheter till era projekt. Bara profiler som personen själv gjort synliga för organisationer visas.',
    onlyOrganisations: 'Talentfinder är till för föreningar, företag och stiftelser.',
    onlyOrganisationsHint: 'Som privatperson eller influencer hittar du i stället projekt som passar dig.',
    filters: 'Filter',
    q: 'Färdigheter eller sökord',
    place: 'Ort',
    remote: 'Kan arbeta på distans',
    terms: 'Villkor',
    anyTerms: 'Alla',
    volunteer: 'Ideellt',
    paid: 'Mot betalning',
    minHours: 'Minst timmar per vecka',
    rankAgainst: 'Rangordna mot projekt',
    noProject: 'Inget projekt',
    search: 'Sök',
    results: (n: number) => (n === 1 ? '1 person' : `${n} personer`),
    none: 'Inga synliga profiler passar sökningen.',
    open: (name: string) => `Visa ${name}`,
    hoursWeek: (h: number) => `${h} h/vecka`,
    save: 'Spara sökning',
    saved: 'Sökningen är sparad. Du får en notis när en ny person passar.',
    alreadySaved: 'Sökningen var redan sparad.',
    profileTitle: 'Kompetensprofil',
    sendMessage: 'Skicka meddelande',
    contactRule:
      'Kontakta personen genom chatten: personens e-post visas aldrig. Har personen anmält intresse för ert projekt finns konversationen redan.',
    close: 'Stäng',
    available: 'Tillgänglig',
    links: 'Länkar',
    notFound: 'Profilen finns inte eller är inte längre synlig.',
  },
} as const;

/** the server's answers about people (also shown by the browser) */
export const PEOPLE_SERVER_TEXTS = {
  contactNotAllowed:
    'Du kan bara kontakta en privatperson genom ett projekt eller när personen gjort sin kompetensprofil synlig för organisationer.',
} as const;

/** the AI assistant's answers to the two talent questions (server/features/ai/talent-requests.ts) */
export const TALENT_AI_TEXTS = {
  signInForPeople:
    'Personer med färdigheter hittar föreningar, företag och stiftelser i Talentfinder (/talanger). Logga in med ett sådant konto så visar jag vilka som passar.',
  peopleForOrganisations:
    'Talentfinder (/talanger) är till för föreningar, företag och stiftelser. Som privatperson eller influencer hittar du i stället projekt som passar dig under /projekt.',
  people: (n: number, search: string) =>
    `Här är ${n === 1 ? 'en person' : `${n} personer`} som passar, bäst först. Kontakta dem i chatten, eller se fler i Talentfinder: ${search}`,
  noPeople: (search: string) =>
    `Ingen synlig profil passar just nu. Spara sökningen i Talentfinder så får ni en notis när någon dyker upp: ${search}`,
  projects: (n: number) =>
    `Här är ${n === 1 ? 'ett projekt' : `${n} projekt`} som passar dina färdigheter, bäst först. Öppna ett och klicka 'Jag är intresserad' på rollen.`,
  noProjects:
    'Inget publicerat projekt passar just nu. Fyll i din kompetensprofil och slå på Synlig för organisationer, så hittar föreningar dig, och se /projekt.',
} as const;
