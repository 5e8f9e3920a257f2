// Swedish texts of trust and safety (issue 14): blocking users, reports, the admin's 'Rapporter' tab.
export const REPORT_REASONS = ['fraud', 'inappropriate', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fraud: 'Bedrägeri',
  inappropriate: 'Olämpligt innehåll',
  spam: 'Spam',
  other: 'Annat',
};

export const REPORT_TARGET_TYPES = ['offer', 'user', 'message', 'deal'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_TARGET_LABELS: Record<ReportTargetType, string> = {
  offer: 'Erbjudande',
  user: 'Användare',
  message: 'Meddelande',
  deal: 'Avtal',
};

export const REPORT_ACTIONS = ['dismiss', 'remove_offer'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const TRUST_TEXTS = {
  errors: {
    blockSelf: 'Du kan inte blockera dig själv.',
    blockedByOther: 'Du kan inte skicka meddelanden till den här användaren.',
    youBlocked: 'Du har blockerat användaren. Avblockera hen för att skriva igen.',
    reportSelf: 'Du kan inte rapportera ditt eget innehåll.',
    reportTargetType: 'Välj vad du rapporterar (erbjudande, användare, meddelande eller avtal).',
    reportTargetId: 'Ange vad du rapporterar.',
    reportReason: 'Välj en anledning: Bedrägeri, Olämpligt innehåll, Spam eller Annat.',
    reportDetailsTooLong: 'Beskrivningen får vara högst 2000 tecken.',
    reportDetailsRequired: 'Beskriv kort vad som är fel när du väljer Annat.',
    reportRateLimited: 'Du har skickat många rapporter på kort tid. Försök igen om en stund.',
    offerNotFound: 'Erbjudandet hittades inte.',
    userNotFound: 'Användaren hittades inte.',
    messageNotFound: 'Meddelandet hittades inte.',
    dealNotFound: 'Avtalet hittades inte.',
    reportNotFound: 'Rapporten hittades inte.',
    reportClosed: 'Rapporten är redan hanterad.',
    removeNotOffer: 'Bara en rapport om ett erbjudande kan ta bort erbjudandet.',
    reportState: 'Ogiltigt läge (open eller closed)',
    reportCursor: 'Ogiltig sidmarkör.',
    reportAction: 'Ogiltig åtgärd (dismiss eller remove_offer)',
  },
  /** the notice a reporter sees on Mina sidor once an admin handled the report */
  notice: {
    title: 'Din rapport har hanterats',
    removed: 'Tack för din rapport. Vi har granskat den och tagit bort erbjudandet.',
    dismissed: 'Tack för din rapport. Vi har granskat den och inte hittat något som bryter mot våra regler.',
    target: (type: ReportTargetType, label: string) => `${REPORT_TARGET_LABELS[type]}: ${label}`,
  },
  /** what the owner of an offer removed after a report is told */
  ownerReason: (reason: ReportReason) =>
    `Erbjudandet togs bort efter en rapport (${REPORT_REASON_LABELS[reason]}) som en administratör har granskat.`,
  blocks: {
    title: 'Blockerade användare',
    description: 'Blockerade användare kan inte skriva till dig eller hitta dig i användarsökningen.',
    empty: 'Du har inte blockerat någon.',
    block: 'Blockera',
    unblock: 'Avblockera',
    unblockLabel: (name: string) => `Avblockera ${name}`,
    confirmTitle: (name: string) => `Blockera ${name}?`,
    confirmText:
      'Användaren kan inte längre skicka meddelanden till dig eller hitta dig i sökningen, och samtalet döljs i din kontaktlista. Du kan avblockera senare under Mina sidor.',
    confirm: 'Blockera',
    cancel: 'Avbryt',
    blocked: (name: string) => `${name} är blockerad`,
    unblocked: (name: string) => `${name} är avblockerad`,
    error: 'Kunde inte blockera användaren.',
    unblockError: 'Kunde inte avblockera användaren.',
    loadError: 'Kunde inte hämta blockerade användare.',
    since: 'Blockerad',
  },
  report: {
    open: 'Rapportera',
    openLabel: (what: string) => `Rapportera ${what}`,
    title: 'Rapportera',
    description: 'Berätta för oss vad som är fel. En administratör granskar rapporten.',
    reasonLabel: 'Anledning',
    detailsLabel: 'Beskrivning',
    detailsHint: 'Valfritt, utom när du väljer Annat.',
    send: 'Skicka rapport',
    sending: 'Skickar...',
    cancel: 'Avbryt',
    sent: 'Tack! Din rapport har skickats till en administratör.',
    error: 'Kunde inte skicka rapporten.',
    messageMenu: 'Fler val för meddelandet',
  },
  admin: {
    tab: 'Rapporter',
    empty: 'Inga öppna rapporter.',
    emptyClosed: 'Inga hanterade rapporter.',
    open: 'Öppna',
    closed: 'Hanterade',
    reason: 'Anledning',
    details: 'Beskrivning',
    noDetails: 'Ingen beskrivning.',
    reporter: 'Rapporterad av',
    target: 'Gäller',
    dismiss: 'Stäng utan åtgärd',
    removeOffer: 'Ta bort erbjudandet',
    dismissed: 'Rapporten är stängd',
    removed: 'Erbjudandet är borttaget och rapporten stängd',
    resolveError: 'Kunde inte hantera rapporten',
    loadError: 'Kunde inte hämta rapporter',
    gone: 'finns inte längre',
    resolution: { dismiss: 'Stängd utan åtgärd', remove_offer: 'Erbjudandet borttaget' } as Record<
      ReportAction,
      string
    >,
    count: (n: number) => (n === 1 ? '1 öppen' : `${n} öppna`),
    showMore: 'Visa fler',
    loadingMore: 'Laddar fler...',
  },
} as const;
