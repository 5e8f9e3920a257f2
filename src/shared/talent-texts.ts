// Swedish texts of Talentfinder and 'Individer och Projekt' (issue 25), on both sides.
export const SKILL_LEVELS = ['nyborjare', 'van', 'expert'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];
export const SKILL_LEVEL_LABELS: Record<SkillLevel, string> = { nyborjare: 'Nybörjare', van: 'Van', expert: 'Expert' };

export const INTEREST_STATUSES = ['sent', 'contacted', 'chosen', 'declined'] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];
export const INTEREST_STATUS_LABELS: Record<InterestStatus, string> = {
  sent: 'Skickad',
  contacted: 'Kontaktad',
  chosen: 'Vald',
  declined: 'Inte aktuell',
};

export { PROJECT_OWNER_TYPES } from './constants.js';
/** the user types that may have a skills profile */
export const TALENT_USER_TYPES = ['individual', 'influencer'] as const;

/** interests a person may express per day (issue 25 §4) */
export const INTEREST_DAILY_LIMIT = 30;

export const TALENT_TEXTS = {
  visibleLabel: 'Synlig för organisationer',
  projectsPageTitle: 'Projekt',
  projectsPageDescription:
    'Föreningar, företag och stiftelser som söker personer med färdigheter: ideellt eller mot arvode, på plats eller på distans.',
  talentsPageTitle: 'Talanger',
  interestButton: 'Jag är intresserad',
  forYouTitle: 'Projekt för dig',
  projectRejected: (title: string) => `Projektet "${title}" godkändes inte`,
  projectRejectedNoReason: 'Projektet uppfyllde inte villkoren för publicering.',
  reasons: {
    skills: (hit: number, of: number) => `${hit} av ${of} efterfrågade färdigheter`,
    related: (n: number) => (n === 1 ? '1 närliggande färdighet' : `${n} närliggande färdigheter`),
    sameTown: 'Bor på samma ort',
    near: 'Bor i närheten',
    sameCounty: 'Bor i samma län',
    remote: 'Kan arbeta på distans',
    hours: (h: number) => `Tillgänglig ${h} h/vecka`,
    volunteer: 'Ställer upp ideellt',
    paid: 'Tar betalda uppdrag',
  },
  errors: {
    profileNotFound: 'Profilen finns inte eller är inte synlig',
    profileType: 'Bara privatpersoner och influencers kan ha en kompetensprofil',
    noSkills: 'Lägg till minst en färdighet',
    skill: 'Ange färdigheten med högst 60 tecken',
    level: 'Välj nivå: nybörjare, van eller expert',
    headline: 'Skriv en rubrik på 2–120 tecken',
    hours: 'Ange timmar per vecka mellan 1 och 80',
    place: 'Ange ort (2–80 tecken)',
    terms: 'Välj ideellt, betalt eller båda',
    bio: 'Presentationen får vara högst 1000 tecken',
    link: 'Ange en länk som börjar med https://',
    period: 'Slutdatumet kan inte vara före startdatumet',
    date: 'Ange datum som ÅÅÅÅ-MM-DD',
    projectNotFound: 'Projektet finns inte',
    roleNotFound: 'Rollen finns inte',
    projectType: 'Bara föreningar, företag och stiftelser kan publicera projekt',
    title: 'Skriv en titel på 5–120 tecken',
    description: 'Beskriv projektet med 20–5000 tecken',
    organization: 'Ange organisationens namn (2–120 tecken)',
    roles: 'Ett projekt har 1–10 roller',
    roleTitle: 'Ge rollen ett namn på 2–80 tecken',
    roleSkills: 'Ange 1–10 färdigheter för rollen',
    amount: 'Ange arvodet i hela kronor',
    interestMessage: 'Skriv ett kort meddelande (1–500 tecken)',
    interestType: 'Bara privatpersoner och influencers kan anmäla intresse',
    interestOwn: 'Du kan inte anmäla intresse till ditt eget projekt',
    interestClosed: 'Sista dagen att anmäla intresse har passerat',
    interestTwice: 'Du har redan anmält intresse för den här rollen',
    interestNeedsProfile: 'Fyll i din kompetensprofil innan du anmäler intresse',
    interestLimit: 'Du har anmält intresse 30 gånger i dag. Försök igen i morgon.',
    interestNotFound: 'Intresseanmälan finns inte',
    status: 'Välj Kontaktad, Vald eller Inte aktuell',
    talentType: 'Talanger kan bara sökas av föreningar, företag och stiftelser',
    group: 'Okänd färdighetsgrupp',
  },
} as const;
