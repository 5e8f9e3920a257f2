// A small Swedish taxonomy of causes and audiences: what a request or an offer is about ('läxhjälp',
// 'funktionsnedsättning', 'barn och unga'), found in words, their compound parts and without å/ä/ö.
// Each entry lists folded word beginnings (4+ letters match as a prefix) and short words that must match whole.
import { splitCompound } from '@server/search/compounds.js';
import { fold, tokens } from '@server/search/words.js';

export interface Cause {
  key: string;
  /** Swedish label for the reasons ('Område: läxhjälp') */
  label: string;
  /** folded word beginnings */
  prefixes: string[];
  /** folded words that count only whole ('uf', 'lan') */
  whole?: string[];
  /** an audience rather than a cause: it refines, but never carries a match on its own */
  audience?: boolean;
  /** folded words the prefixes would take that are something else ('filmar' is how, not about film) */
  not?: string[];
  /** short folded first parts of compounds no dictionary splits ('rid|tjej'): a prefix in words of 6+ letters */
  short?: string[];
}

export const CAUSES: Cause[] = [
  {
    key: 'idrott',
    label: 'idrott',
    prefixes: `idrott sport fotboll handboll innebandy hockey ishockey bandy basket volleyboll ridning ridsport ridklubb
      ridskol hast simning simskol simklubb friidrott skid skidor skidakning langdskid skidskytt slalom padel tennis golf
      boxning brottning kampsport judo karate taekwondo orientering cykel cykling lopning gymnastik klattring klatter
      segling kanot rodd skridsko konstakning curling parasport mountainbike`.split(/\s+/),
    whole: ['rid', 'sim', 'ok', 'if', 'ik', 'fc', 'bk', 'mtb'],
    short: ['rid'],
    // sport fishing is fishing (friluftsliv), not a sport club's sport
    not: [
      'sportfiske',
      'sportfisket',
      'sportfiskare',
      'sportfiskarna',
      'sportfiskeklubb',
      'sportfiskeklubbar',
      'sportfiskeklubben',
      'sportfiskeforening',
      'sportfiskeforeningar',
    ],
  },
  {
    key: 'kultur',
    label: 'kultur',
    prefixes: `kultur teater scenkonst musik konsert orkester korsang kore konst galleri utstallning dans balett film
      litteratur bibliotek museum hembygd festival poesi slojd kulturarv kulturmiljo`.split(/\s+/),
    whole: ['kor', 'band'],
    // a creator who 'filmar' or makes 'filmer' names a channel, not a cause
    not: ['filmar', 'filma', 'filmat', 'filmade', 'filmer', 'filmerna', 'filmande'],
  },
  {
    key: 'utbildning',
    label: 'utbildning och läxhjälp',
    prefixes: `utbildning laxhjalp laxlasning laxor skola skolan skolor elev studie studera lasfor lasning
      programmer kodklubb kodning lara larande utbildande folkbildning mattehjalp plugg matematik`.split(/\s+/),
    whole: ['kod', 'stem', 'matte'],
  },
  {
    key: 'inkludering',
    label: 'social inkludering',
    prefixes: `inkludering integration nyanland utanforskap mangfald sprakcafe sprakkafe flykting invandrare
      asylsok jamstalld segregation socioekonom hbtq queer regnbag`.split(/\s+/),
    whole: ['hbtq', 'hbtqi'],
  },
  {
    key: 'funktion',
    label: 'funktionsnedsättning',
    prefixes: `funktionsnedsatt funktionsvariation funktionshinder handikapp parasport terapiridning autism
      adhd rorelsehinder synskad horselskad rullstol funkis`.split(/\s+/),
    whole: ['npf', 'cp'],
  },
  {
    key: 'miljo',
    label: 'miljö och klimat',
    prefixes: `miljo klimat hallbar naturskol naturupplev naturskydd naturvard atervinning cirkular biologisk fossilfri
      skrapplock stadda solenergi havsmiljo ostersjo overgodning strandstad`.split(/\s+/),
    whole: ['natur', 'naturen'],
  },
  {
    key: 'halsa',
    label: 'hälsa',
    prefixes: `halsa folkhalsa ohalsa psykisk psykiatri motion friskvard ensamhet fitness styrketran crossfit pilates
      yoga protein kosttillskott angest`.split(/\s+/),
    whole: ['gym', 'gymmet', 'gymmen', 'pt', 'stress'],
  },
  {
    key: 'friluftsliv',
    label: 'friluftsliv',
    prefixes: `friluftsliv friluft vandring vandra fjall vildmark paddl kajak surf scout lagerliv klattring klatter
      turskid langdskid skidtur fiske fiska sportfisk flugfisk pimpl isfisk`.split(/\s+/),
    whole: ['natur', 'naturen', 'mete', 'meta'],
  },
  {
    key: 'mode',
    label: 'mode och skönhet',
    prefixes: `fashion klader kladmark kladbutik kladdesign kladsel modeinfl modeblogg modebutik modemark modeskap
      modedesign secondhand vintage smycke skonhet smink makeup hudvard frisor`.split(/\s+/),
    whole: ['mode', 'moden', 'modet', 'stil', 'outfit', 'outfits'],
  },
  {
    key: 'aldre',
    label: 'äldre',
    prefixes: `aldre pensionar senior aldreboende`.split(/\s+/),
    audience: true,
  },
  {
    key: 'unga',
    label: 'barn och unga',
    prefixes: `barn ungdom unga ungdomar junior tonaring hogstadie mellanstadie gymnasie skolbarn elever flickor
      pojkar tjejer killar`.split(/\s+/),
    whole: ['ung'],
    audience: true,
  },
  {
    key: 'gaming',
    label: 'gaming och e-sport',
    prefixes: `gaming gamer esport datorspel tvspel twitch stream spelutveck speltitl`.split(/\s+/),
    whole: ['lan', 'spel'],
  },
  {
    key: 'entreprenor',
    label: 'entreprenörskap',
    prefixes: `entreprenor foretagsamhet innovation startup nyforetag`.split(/\s+/),
    whole: ['uf'],
  },
  {
    key: 'mat',
    label: 'mat',
    prefixes: `matlagning matbank matsvinn recept matkasse soppkok vegetar vegan vego`.split(/\s+/),
    whole: ['mat', 'maten'],
  },
  {
    key: 'lantbruk',
    label: 'lantbruk och landsbygd',
    prefixes: `lantbruk jordbruk bonde bondgard bondgar landsbygd odling odlar odla biodl honung hons lantliv skord
      traktor mjolkgard`.split(/\s+/),
    whole: ['gard', 'garden', 'gardar', 'bin', '4h'],
  },
  {
    key: 'djur',
    label: 'djur',
    prefixes: `djur hund katt sallskapsdjur djurskydd`.split(/\s+/),
  },
];

const BY_KEY = new Map(CAUSES.map((c) => [c.key, c]));
export const causeLabel = (key: string) => BY_KEY.get(key)?.label ?? key;
export const isAudience = (key: string) => BY_KEY.get(key)?.audience === true;

function causesOfWord(word: string, into: Set<string>) {
  for (const cause of CAUSES) {
    if (cause.not?.includes(word)) continue;
    if (
      cause.whole?.includes(word) ||
      cause.prefixes.some((p) => p.length >= 4 && word.startsWith(p)) ||
      (word.length >= 6 && cause.short?.some((p) => word.startsWith(p)))
    )
      into.add(cause.key);
  }
}

const cache = new Map<string, string[]>();

/** The causes and audiences a text speaks of, as keys in taxonomy order. */
export function causesIn(text: string): string[] {
  const hit = cache.get(text);
  if (hit) return hit;
  const found = new Set<string>();
  for (const { word, pieces } of tokens(text)) {
    const folded = fold(word);
    const own = new Set<string>();
    causesOfWord(folded, own);
    // the parts count when the whole names no cause, or only an audience ('ungdomsidrott'), so that
    // 'simskola' stays a sport and not a school
    if ([...own].every(isAudience))
      for (const part of [...pieces.map(fold), ...splitCompound(folded)]) causesOfWord(part, own);
    for (const key of own) found.add(key);
  }
  const keys = CAUSES.map((c) => c.key).filter((k) => found.has(k));
  if (cache.size > 20_000) cache.clear();
  cache.set(text, keys);
  return keys;
}
