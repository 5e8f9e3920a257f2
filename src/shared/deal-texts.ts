// Swedish texts of deals (issue 23): states, templates, field names of the diff, events of the audit
// trail and every error message of the deal routes.
export const DEAL_STATUSES = ['draft', 'awaiting_signature', 'signed', 'active', 'completed', 'declined'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];
export const DEAL_STATUS_LABELS: Record<DealStatus, string> = {
  draft: 'Utkast',
  awaiting_signature: 'Väntar på underskrift',
  signed: 'Signerat',
  active: 'Pågår',
  completed: 'Avslutat',
  declined: 'Avböjt',
};

export const DEAL_TEMPLATES = ['sponsorship', 'influencer', 'grant', 'assignment', 'blank'] as const;
export type DealTemplate = (typeof DEAL_TEMPLATES)[number];
export const DEAL_TEMPLATE_LABELS: Record<DealTemplate, string> = {
  sponsorship: 'Sponsringsavtal (företag och förening)',
  influencer: 'Influencersamarbete (företag och influencer)',
  grant: 'Bidragsavtal (stiftelse och förening eller influencer)',
  assignment: 'Uppdragsavtal (organisation och privatperson, ideellt eller mot arvode)',
  blank: 'Tomt avtal',
};

export const MILESTONE_STATES = ['open', 'done', 'confirmed', 'disputed'] as const;
export type MilestoneState = (typeof MILESTONE_STATES)[number];
export const MILESTONE_STATE_LABELS: Record<MilestoneState, string> = {
  open: 'Att göra',
  done: 'Klar, väntar på bekräftelse',
  confirmed: 'Bekräftad',
  disputed: 'Ifrågasatt',
};

export const DEAL_EVENT_KINDS = [
  'created',
  'edited',
  'signed',
  'signatures_voided',
  'declined',
  'milestone_done',
  'milestone_confirmed',
  'milestone_disputed',
  'activated',
  'completed',
  'reviewed',
] as const;
export type DealEventKind = (typeof DEAL_EVENT_KINDS)[number];
export const DEAL_EVENT_LABELS: Record<DealEventKind, string> = {
  created: 'Avtalsutkast skapat',
  edited: 'Villkoren ändrade (ny version)',
  signed: 'Avtalet undertecknat',
  signatures_voided: 'Tidigare underskrifter upphävda efter ändring',
  declined: 'Avtalet avböjt',
  milestone_done: 'Delmål markerat som klart',
  milestone_confirmed: 'Delmål bekräftat',
  milestone_disputed: 'Delmål ifrågasatt',
  activated: 'Samarbetet har börjat',
  completed: 'Avtalet avslutat',
  reviewed: 'Omdöme lämnat',
};

/** The terms' fields in the order the form, the diff and the PDF show them. */
export const DEAL_FIELD_LABELS = {
  title: 'Avtalets rubrik',
  partyA: 'Part A',
  partyB: 'Part B',
  payer: 'Part som betalar',
  amountSek: 'Belopp (SEK exkl. moms)',
  goodsAndServices: 'Varor och tjänster',
  deliverables: 'Exponering och leveranser',
  periodStart: 'Avtalsperiod från',
  periodEnd: 'Avtalsperiod till',
  paymentTerms: 'Betalningsvillkor',
  cancellation: 'Uppsägning och hävning',
  marketingRights: 'Marknadsföringsrättigheter',
  gdpr: 'Personuppgifter (GDPR)',
  signatoryA: 'Firmatecknare part A',
  signatoryB: 'Firmatecknare part B',
  milestones: 'Delmål',
} as const;
export type DealField = keyof typeof DEAL_FIELD_LABELS;

export const DEAL_LIMITS = {
  maxAmountSek: 100_000_000,
  maxMilestones: 30,
  maxDeliverables: 30,
  reviewMin: 20,
  reviewMax: 1000,
  /** days after completion a party may review */
  reviewWindowDays: 30,
  /** days after writing a review it may still be changed */
  reviewEditDays: 14,
} as const;

export const SIGNATURE_NOTE =
  'Detta är en enkel elektronisk underskrift enligt eIDAS, inte BankID. Den knyter ditt konto, ditt namn och tidpunkten till exakt den här versionen av avtalet.';

export const DEAL_TEXTS = {
  deletedAccount: 'Raderat konto',
  errors: {
    notFound: 'Avtalet hittades inte.',
    self: 'Du kan inte göra ett avtal med dig själv.',
    counterpartyNotFound: 'Motparten hittades inte.',
    offerNotFound: 'Erbjudandet hittades inte.',
    offerNotParty: 'Erbjudandet måste tillhöra någon av parterna.',
    templateMismatch: 'Mallen passar inte er två. Välj en annan mall eller ett tomt avtal.',
    template: 'Välj en mall: sponsring, influencer, bidrag eller tom.',
    counterparty: 'Ange motparten.',
    title: 'Ange en rubrik (högst 150 tecken).',
    text: 'Texten är för lång.',
    amount: 'Beloppet ska vara hela kronor, från 0 till 100 000 000.',
    date: 'Ange datum som ÅÅÅÅ-MM-DD.',
    datesOrder: 'Avtalsperiodens slut kan inte vara före dess början.',
    milestoneDates: 'Ett delmål kan inte ligga före avtalsperiodens början.',
    tooManyMilestones: 'Ett avtal kan ha högst 30 delmål.',
    tooManyDeliverables: 'Högst 30 leveranser.',
    milestoneTitle: 'Ge delmålet en rubrik (högst 120 tecken).',
    party: 'Ange part a eller b.',
    staleVersion: 'Avtalet har ändrats av motparten sedan du öppnade det. Ladda om och gör din ändring igen.',
    locked: 'Avtalet är signerat och kan inte längre ändras.',
    closed: 'Avtalet är avslutat eller avböjt.',
    notLatest: 'Du kan bara underteckna den senaste versionen av avtalet. Ladda om sidan.',
    hash: 'Ange versionens SHA-256 (64 hexadecimala tecken).',
    alreadySigned: 'Du har redan undertecknat den här versionen.',
    name: 'Skriv ditt fullständiga namn för att underteckna.',
    passwordRequired: 'Bekräfta med ditt lösenord.',
    wrongPassword: 'Fel lösenord. Avtalet är inte undertecknat.',
    wrongCode: 'Fel kod. Avtalet är inte undertecknat.',
    passwordOrCode: 'Bekräfta med ditt lösenord eller en kod från din app för tvåstegsverifiering.',
    signRateLimited: 'För många försök att underteckna. Vänta en stund och försök igen.',
    createRateLimited: 'Du har föreslagit många avtal på kort tid. Försök igen om en stund.',
    reason: 'Ange varför du avböjer (högst 1000 tecken).',
    cannotDecline: 'Ett signerat eller avslutat avtal kan inte avböjas.',
    notStarted: 'Delmålen följs upp först när båda har undertecknat.',
    milestoneNotFound: 'Delmålet hittades inte.',
    notResponsible: 'Bara den part som ansvarar för delmålet kan markera det som klart.',
    responsibleConfirms: 'Det är motparten som bekräftar delmålet.',
    milestoneNotDone: 'Delmålet är inte markerat som klart än.',
    milestoneState: 'Delmålet är redan bekräftat.',
    proof: 'Länken eller bilden får vara högst 500 tecken.',
    proofImage: 'Bilden hittades inte bland dina uppladdningar. Ladda upp den igen.',
    proofImageMissing: 'Delmålet har ingen bild som bevis.',
    comment: 'Kommentaren får vara högst 1000 tecken.',
    disputeComment: 'Skriv en kommentar om vad som saknas.',
    rating: 'Välj 1 till 5 stjärnor.',
    reviewText: 'Omdömet ska vara 20 till 1000 tecken.',
    reviewNotCompleted: 'Du kan lämna omdöme först när avtalet är avslutat.',
    reviewWindow: 'Tiden för att lämna omdöme (30 dagar efter avslut) har gått ut.',
    reviewLocked: 'Omdömet kan inte ändras efter 14 dagar.',
    reviewDeleted: 'Motpartens konto är raderat.',
    calendarToken: 'Kalenderlänken är ogiltig eller har ersatts.',
  },
} as const;
