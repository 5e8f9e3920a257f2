// Stiftelsesök (issue 24): the lists a grant programme is described with, and every Swedish text of the
// feature, shared by the browser and the server.
export const GRANT_AREAS = [
  'idrott',
  'kultur',
  'ungdom',
  'utbildning',
  'miljö',
  'social',
  'forskning',
  'hälsa',
  'funktionsnedsättning',
  'integration',
  'äldre',
] as const;
export type GrantArea = (typeof GRANT_AREAS)[number];

export const WHOLE_SWEDEN = 'Hela Sverige';
/** the 21 counties, as the foundation register writes them */
export const COUNTIES = [
  'Stockholms län',
  'Uppsala län',
  'Södermanlands län',
  'Östergötlands län',
  'Jönköpings län',
  'Kronobergs län',
  'Kalmar län',
  'Gotlands län',
  'Blekinge län',
  'Skåne län',
  'Hallands län',
  'Västra Götalands län',
  'Värmlands län',
  'Örebro län',
  'Västmanlands län',
  'Dalarnas län',
  'Gävleborgs län',
  'Västernorrlands län',
  'Jämtlands län',
  'Västerbottens län',
  'Norrbottens län',
] as const;
export const GRANT_REGIONS = [WHOLE_SWEDEN, ...COUNTIES] as const;

/** who may apply: förening, influencer/privatperson, företag */
export const GRANT_APPLICANTS = ['association', 'influencer', 'individual', 'business'] as const;
export type GrantApplicant = (typeof GRANT_APPLICANTS)[number];
export const GRANT_APPLICANT_LABELS: Record<GrantApplicant, string> = {
  association: 'Förening',
  influencer: 'Influencer',
  individual: 'Privatperson',
  business: 'Företag',
};

export const DEADLINE_KINDS = ['date', 'yearly', 'rolling'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];
export const APPLY_MODES = ['samverka', 'external'] as const;
export const APPLICATION_STATUSES = ['submitted', 'received', 'granted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Inskickad',
  received: 'Mottagen',
  granted: 'Beviljad',
  rejected: 'Avslag',
};

export const MONTHS = [
  'januari',
  'februari',
  'mars',
  'april',
  'maj',
  'juni',
  'juli',
  'augusti',
  'september',
  'oktober',
  'november',
  'december',
];

/** 'Löpande', '15 mars varje år' or '2027-03-15' */
export function deadlineLabel(g: {
  deadline_kind: DeadlineKind;
  deadline_date: string | null;
  deadline_month: number | null;
  deadline_day: number | null;
}): string {
  if (g.deadline_kind === 'rolling') return 'Löpande';
  if (g.deadline_kind === 'yearly') return `${g.deadline_day} ${MONTHS[(g.deadline_month ?? 1) - 1]} varje år`;
  return g.deadline_date ?? '';
}

export const formatSek = (n: number) => `${new Intl.NumberFormat('sv-SE').format(n)} kr`;

export function amountLabel(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${formatSek(min)}–${formatSek(max)}`;
  if (max !== null) return `upp till ${formatSek(max)}`;
  if (min !== null) return `från ${formatSek(min)}`;
  return 'Belopp ej angivet';
}

export const GRANT_TEXTS = {
  title: 'Stiftelsesök',
  gap: (what: string) => `[fyll i: ${what}]`,
  errors: {
    notFound: 'Utlysningen finns inte.',
    foundationOnly: 'Bara stiftelser och fonder kan publicera utlysningar.',
    applicantOnly: 'Bara föreningar, influencers och privatpersoner kan ansöka här.',
    notOnSamverka: 'Den här utlysningen tar emot ansökningar på stiftelsens egen webbplats.',
    closed: 'Sista ansökningsdagen har passerat.',
    alreadyApplied: 'Du har redan skickat en ansökan till den här utlysningen.',
    applicationNotFound: 'Ansökan finns inte.',
    amountRequired: 'Ange beviljat belopp.',
    amountOrder: 'Lägsta belopp kan inte vara högre än högsta belopp.',
    deadlineDate: 'Ange sista ansökningsdag.',
    deadlineYearly: 'Ange dag och månad för den årliga ansökningsdagen (29 februari går inte).',
    applyUrl: 'Ange en länk (https://…) till ansökan hos stiftelsen.',
    csvMissingFile: 'Välj en CSV-fil att importera.',
    csvHeader:
      'Rubrikraden saknas eller är fel: Stiftelsens namn;Organisationsnummer;Län;Ändamål;Kontaktperson;E-post;Telefon.',
    csvEmpty: 'Filen innehåller inga stiftelser.',
    csvColumns: (n: number, expected: number) => `Raden har ${n} fält, ${expected} väntades.`,
    csvName: 'Namn saknas.',
    csvOrgNumber: (v: string) => `Ogiltigt organisationsnummer: ”${v}” (skriv NNNNNN-NNNN).`,
    csvCounty: (v: string) => `Okänt län: ”${v}”.`,
    csvPurpose: 'Ändamål saknas.',
    csvDuplicate: (row: number) => `Organisationsnumret finns redan på rad ${row}.`,
    claimFoundationOnly: 'Bara konton av typen Stiftelse/Fond kan göra anspråk på en stiftelse.',
    alreadyClaimed: 'Stiftelsen har redan en ägare på Samverka.',
    foundationNotFound: 'Stiftelsen finns inte.',
    noClaim: 'Det finns ingen väntande begäran för stiftelsen.',
  },
  notify: {
    deadline: (name: string, days: number, date: string) =>
      `${days} dagar kvar: sista ansökningsdag för ${name} är ${date}`,
    deadlineBody: 'Du bevakar utlysningen. Skicka ansökan i god tid.',
    received: (name: string) => `Ny ansökan till ${name}`,
    status: (name: string, status: string) => `Din ansökan till ${name}: ${status}`,
    approved: (name: string) => `Utlysningen ${name} är godkänd och publicerad`,
  },
} as const;
