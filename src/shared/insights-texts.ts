// Insights (issue 20): the lists the declared audience is made of, and every Swedish text of offer
// statistics and 'Målgrupp och räckvidd', shared by the API and the browser.

export const AUDIENCE_CHANNELS = [
  'Instagram',
  'TikTok',
  'YouTube',
  'Facebook',
  'webb',
  'medlemmar',
  'publik på plats',
] as const;
export type AudienceChannel = (typeof AUDIENCE_CHANNELS)[number];
export const AGE_BANDS = ['13–17', '18–24', '25–34', '35–44', '45–54', '55+'] as const;
export const GENDERS = ['kvinnor', 'män', 'annat'] as const;
/** Sweden's 21 counties (län), by their short names */
export const COUNTIES = [
  'Blekinge',
  'Dalarna',
  'Gotland',
  'Gävleborg',
  'Halland',
  'Jämtland',
  'Jönköping',
  'Kalmar',
  'Kronoberg',
  'Norrbotten',
  'Skåne',
  'Stockholm',
  'Södermanland',
  'Uppsala',
  'Värmland',
  'Västerbotten',
  'Västernorrland',
  'Västmanland',
  'Västra Götaland',
  'Örebro',
  'Östergötland',
] as const;
export type County = (typeof COUNTIES)[number];
/** a viewer whose county is not known */
export const UNKNOWN_REGION = 'okänd';
/** an anonymous viewer's 'user type' */
export const ANONYMOUS_VIEWER = 'anonym';
/** the windows the statistics page offers, in days; rows older than the longest are pruned */
export const STATS_WINDOWS = [7, 30, 90] as const;
export const STATS_MAX_DAYS = 366;

export const INSIGHTS_TEXTS = {
  errors: {
    statsForbidden: 'Bara ägaren av erbjudandet kan se dess statistik.',
    audienceUserType: 'Bara influencers och föreningar kan ange målgrupp och räckvidd.',
    sum: (group: string, total: number) => `${group} måste summera till 100 % (nu ${total} %).`,
    percent: 'Ange en procentsats mellan 0 och 100.',
    count: 'Ange ett antal mellan 0 och 1 000 000 000.',
    duplicateChannel: 'Varje kanal kan bara anges en gång.',
    date: 'Ange datum som ÅÅÅÅ-MM-DD.',
    range: 'Från-datumet måste vara före till-datumet.',
    rangeTooLong: `Välj högst ${STATS_MAX_DAYS} dagar.`,
    minReach: 'Minsta räckvidd måste vara ett heltal.',
    region: 'Okänt län.',
  },
  groups: { ageBands: 'Åldersgrupperna', gender: 'Könsfördelningen', regions: 'Länen' },
  declared: 'Uppgivet av användaren',
  declaredOn: (date: string) => `Uppgivet av användaren ${date}`,
  audienceTitle: 'Målgrupp och räckvidd',
  reach: (n: string) => `Räckvidd ${n}`,
  totalReach: 'Total räckvidd',
  channels: 'Kanaler',
  ageBands: 'Ålder',
  gender: 'Kön',
  regions: 'Län',
  /** the AI matcher's reason when an offer's declared audience meets the searcher's target */
  overlapReason: (what: string) => `Målgruppen når ${what}`,
} as const;

/** the sum of a percentage group; a group left empty counts as not given */
export function percentSum(values: Record<string, number | undefined>): number {
  return Object.values(values).reduce<number>((t, v) => t + (v ?? 0), 0);
}
