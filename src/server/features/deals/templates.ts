// The Swedish agreement templates (issue 23): which pair of user types each fits, and the draft terms
// it starts from. The party who gives money or goods is the business or the foundation.
import type { DealTemplate } from '@shared/deal-texts.js';
import type { DealParty, TDealTerms } from '@shared/schemas/deal.js';

interface PartyInfo {
  name: string;
  userType: string | null;
}

/** The user types each template is written for: one side gives, the other gives back. */
const PAIRS: Record<Exclude<DealTemplate, 'blank'>, { givers: string[]; receivers: string[] }> = {
  sponsorship: { givers: ['business'], receivers: ['association'] },
  influencer: { givers: ['business'], receivers: ['influencer'] },
  grant: { givers: ['foundation'], receivers: ['association', 'influencer'] },
  // issue 25: an organisation gives a person with skills an assignment from a project role
  assignment: { givers: ['association', 'business', 'foundation'], receivers: ['individual', 'influencer'] },
};

/** The giving party ('a' or 'b') when the template fits the pair, null when it does not. */
export function payerFor(template: DealTemplate, a: PartyInfo, b: PartyInfo): DealParty | null {
  if (template === 'blank') return a.userType === 'business' || a.userType === 'foundation' ? 'a' : 'b';
  const { givers, receivers } = PAIRS[template];
  if (givers.includes(a.userType ?? '') && receivers.includes(b.userType ?? '')) return 'a';
  if (givers.includes(b.userType ?? '') && receivers.includes(a.userType ?? '')) return 'b';
  return null;
}

const GDPR =
  'Parterna behandlar personuppgifter som de får del av inom samarbetet enligt dataskyddsförordningen (GDPR), bara för att fullgöra avtalet, och raderar dem när de inte längre behövs.';
const CANCELLATION =
  'Avtalet kan sägas upp skriftligen med 30 dagars uppsägningstid. Vid väsentligt avtalsbrott som inte rättas inom 14 dagar från skriftlig anmärkning får den andra parten häva avtalet med omedelbar verkan.';

const BODIES: Record<DealTemplate, Omit<TDealTerms, 'partyA' | 'partyB' | 'payer' | 'signatoryA' | 'signatoryB'>> = {
  sponsorship: {
    title: 'Sponsringsavtal',
    amountSek: 0,
    goodsAndServices: '',
    deliverables: ['Logotyp på matchtröjan', 'Logotyp och länk på föreningens webbplats', 'Skylt vid hemmaarenan'],
    periodStart: null,
    periodEnd: null,
    paymentTerms: 'Sponsorn betalar beloppet mot faktura, 30 dagar netto, efter att avtalet undertecknats.',
    cancellation: CANCELLATION,
    marketingRights:
      'Sponsorn får använda föreningens namn och logotyp i sin marknadsföring av samarbetet under avtalsperioden. Föreningen godkänner material där föreningen syns innan det publiceras.',
    gdpr: GDPR,
    milestones: [],
  },
  influencer: {
    title: 'Avtal om influencersamarbete',
    amountSek: 0,
    goodsAndServices: '',
    deliverables: ['Tre inlägg i flödet', 'Fem stories med länk', 'Inläggen märks som reklam'],
    periodStart: null,
    periodEnd: null,
    paymentTerms: 'Ersättningen betalas mot faktura, 30 dagar netto, när samtliga inlägg har publicerats.',
    cancellation: CANCELLATION,
    marketingRights:
      'Företaget får dela inläggen i sina egna kanaler under avtalsperioden. Allt innehåll märks tydligt som reklam enligt marknadsföringslagen.',
    gdpr: GDPR,
    milestones: [],
  },
  grant: {
    title: 'Avtal om bidrag',
    amountSek: 0,
    goodsAndServices: '',
    deliverables: ['Projektet genomförs enligt ansökan', 'Skriftlig slutrapport med ekonomisk redovisning'],
    periodStart: null,
    periodEnd: null,
    paymentTerms: 'Bidraget betalas ut i förskott till mottagarens konto inom 30 dagar efter undertecknandet.',
    cancellation: 'Bidrag som inte används för ändamålet eller inte redovisas ska betalas tillbaka. ' + CANCELLATION,
    marketingRights: 'Mottagaren anger stiftelsen som finansiär i information om projektet.',
    gdpr: GDPR,
    milestones: [],
  },
  assignment: {
    title: 'Uppdragsavtal',
    amountSek: 0,
    goodsAndServices: '',
    deliverables: [
      'Uppdraget utförs enligt rollbeskrivningen i projektet',
      'Tid och plats stäms av med kontaktpersonen',
    ],
    periodStart: null,
    periodEnd: null,
    paymentTerms:
      'Ideellt uppdrag: ingen ersättning utgår. Vid arvode anges beloppet ovan; det betalas mot underlag inom 30 dagar efter utfört uppdrag.',
    cancellation: 'Båda parter kan avsluta uppdraget skriftligen med 14 dagars varsel.',
    marketingRights:
      'Organisationen får nämna uppdragstagarens medverkan i projektet med uppdragstagarens godkännande. Uppdragstagaren behåller upphovsrätten till sitt material men ger organisationen rätt att använda det inom projektet.',
    gdpr: GDPR,
    milestones: [],
  },
  blank: {
    title: 'Avtal',
    amountSek: 0,
    goodsAndServices: '',
    deliverables: [],
    periodStart: null,
    periodEnd: null,
    paymentTerms: '',
    cancellation: '',
    marketingRights: '',
    gdpr: GDPR,
    milestones: [],
  },
};

/** The first version's terms: the template's text with the parties filled in. */
export function draftTerms(template: DealTemplate, payer: DealParty, a: PartyInfo, b: PartyInfo): TDealTerms {
  return {
    ...structuredClone(BODIES[template]),
    partyA: { name: a.name, orgNumber: '' },
    partyB: { name: b.name, orgNumber: '' },
    payer,
    signatoryA: '',
    signatoryB: '',
  };
}
