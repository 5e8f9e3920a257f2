// Swedish texts of public discovery (issue 16): the explore menu, the offer page, link previews, the
// sitemap. Shared: the server writes the explore titles and the not-found title into the HTML it sends.
import type { OfferType } from '@shared/constants.js';
import { EXPLORE_MENU_TEXTS } from './frame-texts.js';

export const EXPLORE_PAGES: Record<OfferType, { title: string; tab: string; description: string }> = {
  business: {
    title: 'Utforska företagserbjudanden',
    tab: 'Sponsorerbjudande',
    description: 'Företag som vill sponsra föreningar, influencers och projekt.',
  },
  association: {
    title: 'Utforska föreningserbjudanden',
    tab: 'Söker sponsring (förening)',
    description: 'Föreningar som söker sponsorer och samarbetspartner.',
  },
  influencer: {
    title: 'Utforska influencer-erbjudanden',
    tab: 'Söker sponsring (influencer)',
    description: 'Influencers som söker samarbeten med företag.',
  },
  foundation: {
    title: 'Utforska stiftelsemöjligheter',
    tab: 'Fonder/Stiftelse',
    description: 'Stiftelser och fonder som erbjuder bidrag och finansiering.',
  },
};

export const DISCOVERY_TEXTS = {
  ...EXPLORE_MENU_TEXTS,
  contactHidden: 'Logga in för att se kontaktuppgifter',
  contactSignIn: 'Logga in',
  favoriteSaved: 'Erbjudandet är sparat bland dina favoriter',
  notFoundTitle: 'Erbjudandet hittades inte',
  notFoundText: 'Erbjudandet finns inte eller är inte publicerat ännu. Det kan ha tagits bort av ägaren.',
  notFoundBack: 'Utforska andra erbjudanden',
  retry: 'Försök igen',
  siteName: 'Samverka',
  siteDescription:
    'Samverka – marknadsplatsen där företag, föreningar, influencers och stiftelser hittar varandra för sponsring och samarbeten.',
  offerTitle: (title: string, organization: string) => `${title} – ${organization} | Samverka`,
  profileTitle: (name: string) => `${name} | Samverka`,
  profileDescription: (name: string, type: string, offers: number) =>
    `${name} (${type}) på Samverka: ${offers} ${offers === 1 ? 'publicerat erbjudande' : 'publicerade erbjudanden'}.`,
  exploreTitle: (title: string) => `${title} | Samverka`,
  notFoundPageTitle: 'Sidan hittades inte | Samverka',
};
