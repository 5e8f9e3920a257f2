// Who wants whom: the partner types an asker is matched with, and whom an offer itself says it wants.
import { OFFER_TYPES, type OfferType } from '@shared/constants.js';
import { fold, tokens } from '@server/search/words.js';

/**
 * The complementary table (issue 18): a business is matched with associations and influencers (and
 * foundations only when it asks for co-funding, see OWN_KIND and the named types); associations and
 * influencers with businesses and foundations; foundations with associations and influencers.
 */
export const COMPLEMENTARY: Record<OfferType, OfferType[]> = {
  business: ['association', 'influencer'],
  association: ['business', 'foundation'],
  influencer: ['business', 'foundation'],
  foundation: ['association', 'influencer'],
};

/** the message asks for the asker's own kind on purpose: co-funding, cooperating with other clubs, also
 *  named as a compound ('andra fotbollsklubbar', 'andra e-sportföreningar') or described ('andra sånna
 *  föreningar') */
const OWN_KIND =
  /(andra\s+(?:(?:sånna|sådana|såna|liknande|likadana|sana|sadana)\s+)?[\p{L}-]*(föreningar|klubbar|lag|företag|stiftelser|fonder|influencers|kreatörer|foreningar)(?![\p{L}])|tillsammans\s+med\s+(andra|en\s+annan|ett\s+annat)|samarbeta\s+med\s+andra|sponsra\s+tillsammans)/u;

export const asksForOwnKind = (text: string) => OWN_KIND.test(text.toLocaleLowerCase('sv-SE'));
/** co-funding: a business (or a foundation) looking for a foundation to fund something together */
const CO_FUNDING = /(samfinansi|medfinansi|finansiera\s+tillsammans|delfinansi)/u;
export const asksForCoFunding = (text: string) => CO_FUNDING.test(text.toLocaleLowerCase('sv-SE'));

export interface PartnerChoice {
  types: OfferType[];
  source: 'named' | 'complementary' | 'all';
}

/**
 * The types to search: the types the message names, without the asker's own (a streamer who writes
 * 'streamer söker sponsor' describes themself) unless asked for on purpose; else the complement of the asker.
 * The asker is who the message says ('vi är ett företag'), else the account type, else the type of the offer
 * the question is about.
 */
export function partnerTypes(options: {
  asker: OfferType | null;
  /** the asker is known from the account, not only guessed from the message ('företag som vill sponsra') */
  askerFromAccount?: boolean;
  named: OfferType[];
  /** of the named types, those named only by a loose word ('sponsorer') */
  loose?: OfferType[];
  ownKind: boolean;
  /** asks for co-funding: foundations join the partners */
  coFunding?: boolean;
  aboutOfferType?: OfferType | null;
}): PartnerChoice {
  const asker = options.asker;
  // a type the message guessed for the writer and also names alone is what they look for
  const dropOwn = !options.ownKind && (options.askerFromAccount === true || options.named.length > 1);
  const known = asker !== null && options.askerFromAccount === true;
  const named = options.named
    .filter((t) => t !== asker || !dropOwn)
    .filter((t) => !(known && options.loose?.includes(t) && options.named.every((n) => n === t || n === asker)));
  if (named.length > 0) return { types: named, source: 'named' };
  if (asker) {
    const extra: OfferType[] = [
      ...(options.ownKind ? [asker] : []),
      ...(options.coFunding ? ['foundation' as const] : []),
    ];
    return { types: [...new Set([...COMPLEMENTARY[asker], ...extra])], source: 'complementary' };
  }
  // asking about one offer: its partners are those who complement it
  if (options.aboutOfferType) return { types: COMPLEMENTARY[options.aboutOfferType], source: 'complementary' };
  return { types: [...OFFER_TYPES], source: 'all' };
}

const NEGATION = /(?<![a-z])(inte|ej|icke|inga|ingen)(?![a-z])/u;
const CLUB = /(forening|klubb|idrottslag|korer|orkester|scoutkar|ideell|organisation)/;
const CREATOR = /(influencer|kreator|streamer|youtuber|bloggare|tiktokare|poddare|creator|innehallsskapare)/;

/**
 * Whom a business's or foundation's offer says it wants: associations, influencers, or both when it names
 * both or neither. Associations and influencers seek funders, which any business or foundation may be.
 */
export function offerSeeks(type: OfferType, text: string): OfferType[] {
  if (type === 'association' || type === 'influencer') return ['business', 'foundation'];
  // a sentence that says whom it does not want ('Föreningar är inte aktuella just nu') names no wish
  const wished = text
    .split(/[.!?\n]+/u)
    .filter((sentence) => !NEGATION.test(fold(sentence)))
    .join(' ');
  const words = tokens(wished).map((t) => fold(t.word));
  const clubs = words.some((w) => CLUB.test(w) || w === 'lag' || w === 'lagen' || w === 'laget');
  const creators = words.some((w) => CREATOR.test(w));
  if (clubs && !creators) return ['association'];
  if (creators && !clubs) return ['influencer'];
  return ['association', 'influencer'];
}
