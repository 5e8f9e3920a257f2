// Reads a Swedish message: greeting or help, topic words for full-text search, the partner types
// asked for, who the writer is, places and budget. Pure functions, no database.
import type { OfferType } from '@shared/constants.js';
import { splitCompound as dictionaryParts } from '@server/search/compounds.js';
import { fold } from '@server/search/words.js';
import { findPlaces, placeWordsIn, type PlaceMention } from './places.js';
import { budgetWordsIn, parseBudgetWish, type BudgetWish } from './budget.js';
import { causesIn } from './causes.js';
import { asksForCoFunding, asksForOwnKind } from './partners.js';
import { ageBandsIn } from './audience-fit.js';
import { isFiller } from './request-words.js';

/** short words kept as topics: acronyms people write ('IT-företag', 'UF', 'OK' for orienteringsklubb) */
const SHORT_TOPICS = new Set(['it', 'uf', 'ok', 'ai', 'vr', 'csr', 'pr', 'hbtq', 'npf']);

export interface SearchTerm {
  /** a to_tsquery fragment in the 'swedish' configuration, e.g. 'fotboll:*' */
  query: string;
  /** the word as the user wrote it, for the reasons */
  word: string;
  /** a part of a longer word ('padel' of 'padelturnering'): searched, never named alone in a reason */
  part?: boolean;
  /** what the writer says they are ('café' in 'jag driver ett café', 'energi' in 'vi är ett energibolag') */
  self?: boolean;
}

export interface Analysis {
  intent: 'greeting' | 'help' | 'search';
  terms: SearchTerm[];
  /** partner types named in the message ('förening', 'stiftelser', ...) */
  namedTypes: OfferType[];
  /** who the writer says they are ('vi är ett företag', 'vill sponsra') */
  selfType: OfferType | null;
  /** the writer said what they are ('vi är en stiftelse'), rather than it being guessed from 'vill sponsra' */
  selfStated: boolean;
  places: PlaceMention[];
  budget: BudgetWish | null;
  /** causes and audiences of the taxonomy (causes.ts) the message speaks of */
  causes: string[];
  /** named types that only a loose word named ('söker sponsorer'): a known asker gets all their partners */
  looseTypes: OfferType[];
  /** asks for the writer's own kind on purpose (co-funding, other clubs) */
  ownKind: boolean;
  /** asks for co-funding ('samfinansiera'): foundations join a business's partners */
  coFunding: boolean;
  /** '<subject> söker <object>' with both partner types ('stiftelse söker föreningar'): [subject, object] */
  seekPairs?: [OfferType, OfferType][];
  /** the age bands the message targets ('unga', '18–24 år'), matched against declared audiences */
  ageBands?: string[];
}

export { COMPLEMENTARY } from './partners.js';

const GREETINGS =
  /^(hej|hejsan|hallå|tjena|tja|tjabba|morsning|god\s+(morgon|dag|kväll|eftermiddag)|hello|hi|hey|goddag)(?![\p{L}])/u;
const HELP =
  /(?<![\p{L}])(hjälp|hur\s+(fungerar|funkar|använder|gör)|vad\s+kan\s+du|vad\s+gör\s+du|vem\s+är\s+du|vad\s+är\s+du)(?![\p{L}])/u;

/** a word that names a partner type; the prefix before it in a compound is a topic ('fotbolls|förening') */
const TYPE_WORDS: { type: OfferType; pattern: RegExp }[] = [
  { type: 'association', pattern: /(förening(ar|en|arna|s)?|klubb(ar|en|arna)?|(?<=\p{L}{4})(?<!bo)lag(et|en)?)$/u },
  {
    type: 'foundation',
    pattern: /(stiftelse(r|n|rna)?|fond(er|en|erna)?|bidrag(et|en)?|stipendi(er|et|um|erna)?|anslag(et|en)?)$/u,
  },
  {
    type: 'influencer',
    pattern:
      /(influencer(s|n|na)?|kreatör(er|en|erna)?|youtuber(s|n)?|bloggare(n)?|vloggare(n)?|poddare(n)?|streamer(s|n)?|tiktokare|foodies?)$/u,
  },
  {
    type: 'business',
    pattern: /(företag(et|en|s)?|sponsor(er|n|erna)?|bolag(et|en)?|näringsliv(et)?|varumärke(n|t|na)?|firma|firmor)$/u,
  },
];

/** the same patterns without å/ä/ö, for words typed without them ('lakemedelsforetag', 'forening') */
const FOLDED_TYPE_WORDS = TYPE_WORDS.map(({ type, pattern }) => ({
  type,
  pattern: new RegExp(pattern.source.replace(/[åä]/gu, 'a').replace(/ö/gu, 'o'), pattern.flags),
}));

/** 'vi är ett företag', 'vi e ett litet surfföretag', 'jag driver en förening', 'vårt företag', 'min klubb' */
const SELF_PHRASE =
  /(?:\b(?:vi|jag)\s+(?:är|ä|e|ar|representerar|driver|jobbar\s+på|arbetar\s+på|arbetar\s+för|jobbar\s+för|kommer\s+från|tillhör|har(?=\s+(?:en|ett)\s)|(?:vill\s+|ska\s+|har\s+)?start(?:a|ar|at|ade))\s+(?:en\s+|ett\s+|på\s+en\s+|på\s+ett\s+)?(?:(?:liten|litet|stor|stort|ny|nytt|lokal|lokalt|ideell|ideellt)\s+)?|\b(?:vår|vårt|min|mitt)\s+)(\p{L}+(?:-\p{L}+)?)/gu;
/** 'vill starta en e-sportklubb', 'har startat en förening': what one starts is what one is */
const STARTS =
  /(?<![\p{L}])(?:vill|ska|har|att|som)\s+(?:precis\s+)?start(?:a|at|ade)\s+(?:en|ett)\s+(?:(?:liten|litet|ny|nytt|egen|eget|lokal|lokalt|ideell|ideellt)\s+)?(\p{L}+(?:-\p{L}+)?)/gu;
/** 'jobbar på kommunikationsavdelningen på ett energibolag': where the writer works is what they are */
const SELF_FURTHER =
  /(?<![\p{L}])(?:jobbar|arbetar)\s+(?:[\p{L}-]+\s+){0,4}?(?:på|för|hos)\s+(?:en|ett)\s+(?:(?:liten|litet|stor|stort|ny|nytt|lokal|lokalt|ideell|ideellt)\s+)?(\p{L}+(?:-\p{L}+)?)/gu;
/**
 * a message that opens with what the writer is, then says what they want: 'gamingföretag, söker streamers',
 * 'klätterklubben i luleå behöver',
 * 'energibolag i skellefteå, vill sponsra', 'Schackklubb i Skellefteå här. Vi vill …' (a search reads on:
 * 'företag i malmö som sponsrar', 'föreningar i skåne?')
 */
const LEADS =
  /^(?:(?:hej|hejsan|hallå|tjena|hey|hi)[!,.]*\s+)?(?:(?:en|ett|liten|litet|lokal|lokalt|ideell|ideellt)\s+)*(\p{L}+(?:-\p{L}+)?)(?:\s+(?:i|från|på|utanför|utanfor)\s+\p{L}+(?:\s+\p{L}+)?(?:\s+\([^)]*\))?)?(?:\s+här)?\s*([,.:;!–]\s*|\s-\s*)?(?:vi|jag|vill|söker|soker|letar|behöver|behover|ska|har)(?![\p{L}])/u;
const SUBJECT_SEEKS =
  /(\p{L}+)\s+(?:som\s+)?(?:söker|soker|behöver|behover|letar\s+efter|vill\s+ha|saknar)\s+(?:en\s+|ett\s+|nya?\s+|fler\s+)?(\p{L}+)/gu;
/** 'vill sponsra' marks a business even without the word 'företag'; not in a relative clause ('gym som vill sponsra') */
const WANTS_TO_SPONSOR = /(?<!som\s+)\b(vill|ska|kan|önskar)\s+(gärna\s+)?(sponsra|sponsa|stötta\s+ekonomiskt)\b/u;
/** 'vi vill sponsra', 'kan vi sponsra', 'jag skulle vilja sponsra': the writer says they are a sponsor */
const WE_SPONSOR =
  /(?<![\p{L}])(?:(?:vi|jag)\s+(?:\p{L}+\s+){0,2}?(?:vill|ska|kan|önskar|vilja)\s+|(?:kan|vill|ska|får)\s+(?:vi|jag)\s+)(?:gärna\s+)?(?:sponsra|sponsa|stötta\s+ekonomiskt)(?![\p{L}])/u;
/** 'sponsra mig', 'stötta oss', 'finansiera vår klubb': the writer wants a funder, and is none */
const FUND_US =
  /(?:sponsra|sponsa|stötta|stödja|finansiera|betala)\s+(?:mig|oss|vår|vårt|våra|min|mitt|mina)(?![\p{L}])/u;
/**
 * money sought ('letar efter pengar', 'behöver stöd', 'var får man cash ifrån'): the partners are funders; not
 * in a relative clause ('matbanker som behöver stöd' looks for the food banks)
 */
const SEEKS_MONEY =
  /(?<![\p{L}])(?<!som\s+)(?:söker|soker|letar\s+efter|behöver|behover|vill\s+ha|få|får|hitta|hittar|saknar)\s+(?:[\p{L}-]+\s+){0,2}?(?:pengar|cash|stålar|stalar|finansiering|ekonomiskt\s+stöd|stöd|medel|sponsring)(?![\p{L}])/u;

/**
 * trades that are companies when the writer says they are one ('Bageri i Östersund, vi vill sponsra', 'vi är
 * ett rederi'); not a kind of partner asked for ('vi har en second hand butik' is the writer's)
 */
const TRADES =
  /(?:butik|butiken|bageri|bageriet|bryggeri|bryggeriet|mejeri|mejeriet|rederi|rederiet|tryckeri|snickeri|konditori|rosteri|restaurang|restaurangen|hotell|hotellet|byrå|byrån|byra|apotek|apoteket|verkstad|kooperativ|kooperativet|sparbank|sparbanken|kedja|kedjan|klinik|kliniken|handlare|grossist|fabrik|fabriken)$/u;

/** organisations that are associations when the writer says it is theirs ('vår kör'); the word stays a topic */
const ORG_NOUNS: Record<string, OfferType> = {
  kör: 'association',
  kören: 'association',
  orkester: 'association',
  orkestern: 'association',
  band: 'association',
  bandet: 'association',
  lag: 'association',
  laget: 'association',
  team: 'association',
  teamet: 'association',
  scoutkår: 'association',
  kåren: 'association',
};

/** 'sponsor' may be a company or a fund: it names no kind of partner for an asker whose partners are known */
const LOOSE_TYPE_WORDS = /^sponsor(er|n|erna)?$/u;
const FUNDERS: OfferType[] = ['business', 'foundation'];

const TEAM_WORDS = new Set(['lag', 'laget', 'lagen', 'lagets', 'team', 'teamet']);

/**
 * Second halves of Swedish compounds worth searching on their own: 'ungdoms|fotboll', 'jul|konsert',
 * 'padel|turnering'. Longest first so 'simskola' splits as 'sim|skola'.
 */
const HEADS = `utställning utställningar turnering turneringar evenemang utrustning verksamhet innebandy ishockey
  handboll fotboll konserter konsert festival kampanj satsning målning målningar träning träningar idrott
  läger lägret kurser kursen kurs skola skolan skolor projekt projektet program café kafé musik teater konst
  dans mode miljö resor resa tröjor tröja ställ lokal lokaler cup cupen hockey basket tennis golf padel simning
  ridning löpning klubb`
  .split(/\s+/)
  .filter(Boolean)
  .sort((a, b) => b.length - a.length);

/** 'ungdomsfotboll' → ['ungdom', 'fotboll']; null when the word is not such a compound */
export function splitCompound(word: string): [string, string] | null {
  if (word.length < 7) return null;
  for (const head of HEADS) {
    if (!word.endsWith(head) || word.length - head.length < 3) continue;
    let left = word.slice(0, -head.length);
    if (left.length >= 6 && /[s]$/u.test(left)) left = left.slice(0, -1); // the linking s: 'ungdoms'
    return [left, head];
  }
  return null;
}

const lower = (s: string) => s.toLocaleLowerCase('sv-SE');
export const words = (text: string) => lower(text).match(/[\p{L}\p{N}]+/gu) ?? [];
/** 'e-sport' is one word ('esport'), as the offers search reads it; 'it-företag' stays two */
const joinLetterPrefix = (text: string) => text.replace(/(?<![\p{L}\p{N}])(\p{L})-(?=\p{L}{3})/gu, '$1');

function typeOfWord(word: string): { type: OfferType; prefix: string } | null {
  const folded = fold(word);
  for (const [i, { type, pattern }] of TYPE_WORDS.entries()) {
    // folding keeps the length, so a match in the folded word marks the same letters
    const m = word.match(pattern) ?? folded.match(FOLDED_TYPE_WORDS[i]!.pattern);
    if (!m || m.index === undefined) continue;
    // 'sponsring' must not count as 'sponsor'; the type word must end the word
    const prefix = word.slice(0, m.index).replace(/s$/u, '');
    return { type, prefix: prefix.length >= 3 ? prefix : '' };
  }
  return null;
}

/**
 * What the writer is when a word of theirs names it: a kind of partner ('företag', with the first part of a
 * compound as prefix), an organisation of their own ('kör') or a trade ('bageri').
 */
function writerKind(word: string): { type: OfferType; prefix: string } | null {
  const typed = typeOfWord(word);
  if (typed) return typed;
  const own = ORG_NOUNS[word] ?? (TRADES.test(word) ? 'business' : undefined);
  return own ? { type: own, prefix: '' } : null;
}

export function analyseMessage(message: string): Analysis {
  const text = joinLetterPrefix(lower(message).trim());
  const all = words(text);

  let selfType: OfferType | null = null;
  const selfWords = new Set<string>();
  /** the words that say what the writer is: a trade ('café', 'gruva') or the first part of their type word */
  const describes = new Set<string>();
  const lead = text.match(LEADS);
  for (const m of [
    ...text.matchAll(SELF_PHRASE),
    ...text.matchAll(SELF_FURTHER),
    ...text.matchAll(STARTS),
    // the opening noun says what the writer is only when it is a kind of organisation, and one ('föreningar' is
    // what the writer looks for; 'fotboll, vilka sponsrar?' opens with a topic)
    // without a pause ('dansförening söker sponsor') only in the definite form: 'klätterklubben i luleå behöver'
    ...(lead &&
    !/(?:ar|er|or|na|s)$/u.test(lead[1]) &&
    !LOOSE_TYPE_WORDS.test(lead[1]) &&
    (lead[2] !== undefined || /(?:en|et)$/u.test(lead[1]))
      ? [lead]
      : []),
  ]) {
    let word = m[1];
    let kind = writerKind(word);
    // 'vi är ett litet veganskt mejeri': past a describing word to the noun
    if (!kind && m !== lead) {
      const next = text.slice((m.index ?? 0) + m[0].length).match(/^\s+(\p{L}+(?:-\p{L}+)?)/u)?.[1];
      if (next && (typeOfWord(next) || TRADES.test(next))) [word, kind] = [next, writerKind(next)];
    }
    if (m === lead && !kind) continue;
    if (kind && !selfType) {
      selfType = kind.type;
      for (const w of [word, ...word.split('-')]) selfWords.add(w);
      if (kind.prefix) describes.add(kind.prefix);
    } else if (!kind) describes.add(word);
  }
  // 'dansförening söker sponsor': the subject is what the user looks for, not what it seeks
  const sought = new Set<string>();
  const seekPairs: [OfferType, OfferType][] = [];
  for (const m of text.matchAll(SUBJECT_SEEKS)) {
    const [subject, object] = [typeOfWord(m[1]), typeOfWord(m[2])];
    if (!subject || /^(vi|jag|man)$/u.test(m[1]) || !object) continue;
    sought.add(m[2]);
    // 'stiftelse söker föreningar': from a foundation, the clubs are what it wants ('sponsor' names no kind)
    if (!LOOSE_TYPE_WORDS.test(m[2])) seekPairs.push([subject.type, object.type]);
  }
  const fundUs = FUND_US.test(text);
  const guessable = !selfType && !fundUs;
  const weSponsor = guessable && WE_SPONSOR.test(text);
  if (guessable && (weSponsor || WANTS_TO_SPONSOR.test(text))) selfType = 'business';

  const places = findPlaces(text);
  const placeWords = placeWordsIn(text);
  const budget = parseBudgetWish(text);
  const budgetWords = budget ? budgetWordsIn(text) : new Set<string>();

  const namedTypes = new Set<OfferType>();
  /** types named by a word that any funder may be called ('sponsorer'), rather than by a kind of partner */
  const looseTypes = new Set<OfferType>();
  const typePrefixes: string[] = [];
  const terms: SearchTerm[] = [];
  const seen = new Set<string>();
  const addTerm = (word: string, part = false, self = describes.has(word)) => {
    const clean = word.replace(/[^\p{L}\p{N}]/gu, '');
    if (seen.has(clean) || /^\d+$/u.test(clean)) return;
    if (clean.length < 3 && !SHORT_TOPICS.has(clean)) return;
    if (!SHORT_TOPICS.has(clean) && isFiller(clean)) return;
    seen.add(clean);
    // a prefix search also finds compounds that start with the word ('fotboll' → 'fotbollslag')
    terms.push({
      query: clean.length >= 4 || part ? `${clean}:*` : clean,
      word: clean,
      ...(part ? { part } : {}),
      ...(self ? { self } : {}),
    });
    if (part) return;
    // the parts of a compound are searched too: by the known heads ('ungdoms|fotboll'), else by the
    // dictionary of the offers search ('klimat|videor', 'surf|videos'), fillers among them left out
    for (const p of splitCompound(clean) ?? dictionaryParts(fold(clean))) addTerm(p, true, self);
  };

  for (const word of all) {
    if (placeWords.has(word) || budgetWords.has(word)) continue;
    if (TEAM_WORDS.has(word)) {
      // 'ett lag' names the kind of partner; 'vårt lag' is the writer's own
      if (!selfWords.has(word)) namedTypes.add('association');
      continue;
    }
    const typed = typeOfWord(word);
    if (typed) {
      if (!selfWords.has(word) && !sought.has(word)) {
        // 'sponsor' may be a company or a fund
        if (LOOSE_TYPE_WORDS.test(word)) for (const t of FUNDERS) looseTypes.add(t);
        else namedTypes.add(typed.type);
      }
      if (typed.prefix) addTerm(typed.prefix, true);
      if (typed.prefix) typePrefixes.push(typed.prefix);
      continue;
    }
    addTerm(word);
  }

  let intent: Analysis['intent'] = 'search';
  const hasSignal =
    terms.length > 0 || places.length > 0 || budget !== null || namedTypes.size > 0 || selfType !== null;
  if (!hasSignal && HELP.test(text)) intent = 'help';
  else if (!hasSignal && GREETINGS.test(text)) intent = 'greeting';
  else if (HELP.test(text) && terms.length === 0 && places.length === 0 && budget === null) intent = 'help';

  // money sought, by a writer who is no funder: the funders, as 'sponsor' names them
  if ((fundUs || SEEKS_MONEY.test(text)) && selfType !== 'business' && selfType !== 'foundation')
    for (const t of FUNDERS) looseTypes.add(t);
  // 'sponsor till friidrottsklubben' from an association: 'the club' is their own, not a wish
  if (selfType && namedTypes.size + looseTypes.size > 1) namedTypes.delete(selfType);
  const onlyLoose = [...looseTypes].filter((t) => !namedTypes.has(t) && t !== selfType);
  // 'sponsor' names the funders only when no other kind is named: in 'föreningar som söker sponsorer' the
  // clubs are what the writer looks for
  if ([...namedTypes].every((t) => t === selfType)) for (const type of looseTypes) namedTypes.add(type);
  const causes = causesIn(`${message} ${typePrefixes.join(' ')}`);
  return {
    intent,
    terms: terms.slice(0, 12),
    namedTypes: [...namedTypes],
    selfType,
    selfStated: selfWords.size > 0 || weSponsor,
    places,
    budget,
    // the parts of typed compounds count too ('ridinfluencer' → 'rid')
    causes,
    ageBands: ageBandsIn(text, causes),
    looseTypes: onlyLoose,
    ownKind: asksForOwnKind(text),
    coFunding: asksForCoFunding(text),
    seekPairs,
  };
}

/**
 * Folds the conversation in: what the current message does not say is taken from the most recent
 * earlier user message that said it ('och i Malmö?' keeps the topic, changes the place).
 */
export function withHistory(current: Analysis, earlier: Analysis[]): Analysis {
  if (current.intent !== 'search') return current;
  const merged: Analysis = { ...current };
  for (const prev of [...earlier].reverse()) {
    if (prev.intent !== 'search') continue;
    if (merged.terms.length === 0 && prev.terms.length > 0) merged.terms = prev.terms;
    if (merged.places.length === 0 && prev.places.length > 0) merged.places = prev.places;
    if (!merged.budget && prev.budget) merged.budget = prev.budget;
    if (merged.namedTypes.length === 0 && prev.namedTypes.length > 0) merged.namedTypes = prev.namedTypes;
    if (!merged.selfType && prev.selfType) merged.selfType = prev.selfType;
    if (merged.causes.length === 0 && prev.causes.length > 0) merged.causes = prev.causes;
    if (!merged.ageBands?.length && prev.ageBands?.length) merged.ageBands = prev.ageBands;
  }
  return merged;
}
