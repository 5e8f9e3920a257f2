// Every kind of notification Samverka sends, with the Swedish name /settings shows for it. Features add
// their kinds here (deals and grants too) so the notification centre, the settings and the mails agree.
export const NOTIFICATION_KINDS = {
  message: 'Nya meddelanden',
  offer_approved: 'Erbjudande godkänt',
  offer_rejected: 'Erbjudande avvisat',
  edit_approved: 'Ändring godkänd',
  edit_rejected: 'Ändring avvisad',
  org_verified: 'Organisation verifierad',
  report_handled: 'Rapport hanterad',
  saved_search: 'Nya träffar för sparade sökningar',
  deal_updated: 'Avtal ändrat',
  signature_requested: 'Underskrift begärd',
  deal_signed: 'Avtal signerat',
  milestone_due: 'Delmål att leverera',
  review_received: 'Nytt omdöme',
  grant_deadline: 'Sista ansökningsdag närmar sig',
  grant_new: 'Nya utlysningar för sparade sökningar',
  grant_approved: 'Utlysning godkänd',
  application_status: 'Ansökan uppdaterad',
  application_received: 'Ny ansökan',
  project_interest: 'Intresseanmälan till projekt',
  interest_status: 'Intresseanmälan uppdaterad',
  project_new: 'Nya projekt för sparade sökningar',
  talent_new: 'Nya talanger för sparade sökningar',
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_LIST = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

/** How a kind reaches the user by e-mail: never, at once (messages: once still unread after the delay), in the daily digest. */
export const EMAIL_MODES = ['off', 'instant', 'daily'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];
export const EMAIL_MODE_LABELS: Record<EmailMode, string> = {
  off: 'Bara i appen',
  instant: 'E-post direkt',
  daily: 'Daglig sammanfattning',
};

export interface NotificationSetting {
  inApp: boolean;
  email: EmailMode;
}

/** kinds mailed in the daily digest by default: alerts about new things to look at, not answers to the user */
const DAILY_BY_DEFAULT: readonly NotificationKind[] = ['saved_search', 'grant_new', 'project_new', 'talent_new'];

/**
 * The defaults (issue 19): everything shown in the app; mailed at once (messages once still unread after
 * NOTIFY_MESSAGE_DELAY_SECONDS, moderation results, deals), saved-search matches in the daily digest.
 */
export const DEFAULT_NOTIFICATION_SETTINGS = Object.fromEntries(
  NOTIFICATION_KIND_LIST.map((kind) => [
    kind,
    { inApp: true, email: DAILY_BY_DEFAULT.includes(kind) ? 'daily' : 'instant' } satisfies NotificationSetting,
  ]),
) as Record<NotificationKind, NotificationSetting>;
