// The words of every page's frame (the header, its explore menu, the member's bell and banner), apart from the
// features' text modules, which include them: the first load of a page carries only these (issue 22). A
// module is one unit of the build, so the header importing one word of a feature's texts loaded them all.
import type { OfferType } from './constants.js';

/** the header's explore menu and the landing page's ways into the explore pages (discovery, issue 16) */
export const EXPLORE_MENU_TEXTS = {
  menu: 'Utforska',
  menuLabel: 'Utforska erbjudanden',
  /** the four explore pages as the menu names them */
  types: {
    business: 'Företag',
    association: 'Föreningar',
    influencer: 'Influencers',
    foundation: 'Stiftelser och fonder',
  } satisfies Record<OfferType, string>,
  landingExplore: 'Utforska erbjudanden',
  landingTypesHeading: 'Se erbjudanden från',
};

/** the banner under the header while a member's address is unconfirmed, and the verification's messages */
export const VERIFY_EMAIL_TEXTS = {
  requiredTitle: 'Bekräfta din e-postadress',
  expired: 'Bekräftelselänken har gått ut. Skicka en ny så gäller den i 24 timmar.',
  required:
    'Bekräfta din e-postadress innan du kan göra det här. Klicka på länken i mejlet vi skickade, eller skicka ett nytt.',
  banner: 'Bekräfta din e-postadress – vi har skickat en länk till',
  resend: 'Skicka igen',
  resent: 'Vi har skickat en ny länk',
  confirmed: 'Din e-postadress är bekräftad',
  invalidToken: 'Bekräftelselänken är ogiltig. Skicka en ny och använd länken i det senaste mejlet.',
} as const;

/** the header's notification bell */
export const bellLabel = (n: number) => (n === 0 ? 'Notiser' : `Notiser, ${n} olästa`);

/** the member's subscription status, checked by the header */
export const SUBSCRIPTION_STATUS_TEXTS = {
  errorTitle: 'Fel',
  verifyStatus: 'Kunde inte kontrollera prenumerationens status.',
} as const;
