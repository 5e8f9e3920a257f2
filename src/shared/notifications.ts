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
  application_status: 'Ansökan uppdaterad',
  application_received: 'Ny ansökan',
  project_interest: 'Intresseanmälan till projekt',
  interest_status: 'Intresseanmälan uppdaterad',
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_LIST = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];
