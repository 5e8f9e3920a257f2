// Business constants of Samverka (spec §9), shared by the browser and the server.
// 'individual' (Privatperson, issue 25) has a skills profile and no offers: offers keep the four types
export const USER_TYPES = ['business', 'association', 'influencer', 'foundation', 'individual'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** the user types that publish projects and search talents (issue 25) */
export const PROJECT_OWNER_TYPES = ['association', 'business', 'foundation'] as const satisfies readonly UserType[];
export const OFFER_TYPES = ['business', 'association', 'influencer', 'foundation'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

export const DEFAULT_USER_TYPE: UserType = 'business';
export const DEFAULT_RETURN_PATH = '/dashboard';

/** Publisher / profile labels (spec §2 detail dialog and profile page) */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  business: 'Företag',
  association: 'Förening',
  influencer: 'Influencer',
  foundation: 'Stiftelse/Fond',
  individual: 'Privatperson',
};

export const isUserType = (value: unknown): value is UserType =>
  typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);

export const isOfferType = (value: unknown): value is OfferType =>
  typeof value === 'string' && (OFFER_TYPES as readonly string[]).includes(value);

export const userTypeLabel = (value: string | null | undefined): string =>
  isUserType(value) ? USER_TYPE_LABELS[value] : 'Användare';

/** the terms a project role or a skills profile offers, and the filter of /projekt and /talanger by them */
export const WORK_TERMS = ['volunteer', 'paid'] as const;

export const SORT_ORDERS = ['newest', 'oldest', 'alphabetical'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const LIMITS = {
  passwordMin: 10,
  passwordMax: 128,
  usernameMin: 2,
  usernameMax: 40,
  imageBytes: 5 * 1024 * 1024,
  offerListDefault: 24,
  offerListMax: 100,
  titleMin: 5,
  titleMax: 120,
  organizationMin: 2,
  organizationMax: 120,
  locationMin: 2,
  descriptionMin: 20,
  descriptionMax: 5000,
  phoneMin: 5,
  tagsMax: 20,
  tagMax: 40,
  profileDescriptionMax: 2000,
  messageMax: 4000,
  aiMessageMax: 2000,
  /** the matcher looks at this many recent turns */
  aiHistoryTurns: 10,
  contactFieldMax: 200,
  contactMessageMax: 5000,
} as const;

export const TIMING = {
  connectionRetestMs: 30_000,
  offerListStaleMs: 10_000,
  toastMs: 5000,
  betaToastMs: 10_000,
  welcomeBannerMs: 3000,
  quickGuideMs: 5000,
  onboardingOpenMs: 1000,
  contactSendMs: 1500,
  headerOpaqueAfterPx: 10,
  scrollHintPx: 200,
} as const;

export const PREMIUM_PRICE_SEK = 99;
export const THEME_STORAGE_KEY = 'samverka-theme';
