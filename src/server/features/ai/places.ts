// Swedish towns and regions the matcher recognises in a message, also inflected
// ('i Göteborgs', 'skånska', 'Stockholmsområdet'), and how an offer's location relates to them.
// Over 300 lines for a reason: most of the file is the region table below (data; Prettier puts a town a line).

import { fold } from '@server/search/words.js';

interface Region {
  name: string;
  /** extra spellings or older names */
  aliases?: string[];
  towns: string[];
  /** a part of a county or an area across counties ('Fyrbodal', 'Mälardalen'): never the county of a town */
  area?: boolean;
}

const REGIONS: Region[] = [
  {
    name: 'Stockholm',
    aliases: ['Storstockholm', 'Stockholms län', 'Södertörn'],
    towns: [
      'Stockholm',
      'Solna',
      'Sundbyberg',
      'Södertälje',
      'Täby',
      'Nacka',
      'Huddinge',
      'Norrtälje',
      'Lidingö',
      'Järfälla',
      'Botkyrka',
      'Haninge',
      'Sollentuna',
      'Danderyd',
      'Vallentuna',
      'Tyresö',
      'Värmdö',
    ],
  },
  {
    name: 'Uppsala',
    aliases: ['Uppland', 'Uppsala län'],
    towns: ['Uppsala', 'Enköping', 'Knivsta', 'Tierp', 'Östhammar'],
  },
  {
    name: 'Södermanland',
    aliases: ['Sörmland'],
    towns: ['Eskilstuna', 'Nyköping', 'Katrineholm', 'Strängnäs', 'Flen'],
  },
  {
    name: 'Östergötland',
    aliases: ['östgötsk', 'östgötska', 'Östergötlands'],
    towns: ['Linköping', 'Norrköping', 'Motala', 'Mjölby', 'Finspång'],
  },
  {
    name: 'Jönköping',
    aliases: ['Jönköpings län', 'Småland', 'småländsk', 'småländska'],
    towns: [
      'Jönköping',
      'Värnamo',
      'Nässjö',
      'Gislaved',
      'Tranås',
      'Växjö',
      'Kalmar',
      'Ljungby',
      'Västervik',
      'Oskarshamn',
    ],
  },
  { name: 'Kronoberg', towns: ['Växjö', 'Ljungby', 'Älmhult'] },
  { name: 'Kalmar län', towns: ['Kalmar', 'Västervik', 'Oskarshamn', 'Nybro'] },
  { name: 'Gotland', aliases: ['gotländsk', 'gotländska'], towns: ['Visby'] },
  { name: 'Blekinge', towns: ['Karlskrona', 'Karlshamn', 'Ronneby', 'Sölvesborg'] },
  {
    name: 'Skåne',
    aliases: ['Sydsverige', 'skånsk', 'skånska', 'skånskt'],
    towns: [
      'Malmö',
      'Lund',
      'Helsingborg',
      'Kristianstad',
      'Landskrona',
      'Trelleborg',
      'Ystad',
      'Hässleholm',
      'Ängelholm',
      'Eslöv',
      'Höganäs',
      'Simrishamn',
    ],
  },
  {
    name: 'Halland',
    aliases: ['halländsk', 'halländska'],
    towns: ['Halmstad', 'Varberg', 'Kungsbacka', 'Falkenberg', 'Laholm'],
  },
  {
    name: 'Västra Götaland',
    aliases: ['Västsverige', 'Västkusten', 'Bohuslän'],
    towns: [
      'Göteborg',
      'Borås',
      'Trollhättan',
      'Uddevalla',
      'Skövde',
      'Mölndal',
      'Lidköping',
      'Alingsås',
      'Vänersborg',
      'Kungälv',
      'Partille',
      'Lerum',
      'Strömstad',
      'Falköping',
      'Mariestad',
    ],
  },
  { name: 'Värmland', aliases: ['värmländsk', 'värmländska'], towns: ['Karlstad', 'Arvika', 'Kristinehamn', 'Säffle'] },
  { name: 'Örebro', aliases: ['Närke', 'Örebro län'], towns: ['Örebro', 'Karlskoga', 'Kumla', 'Lindesberg'] },
  { name: 'Västmanland', towns: ['Västerås', 'Köping', 'Sala', 'Fagersta'] },
  { name: 'Dalarna', towns: ['Falun', 'Borlänge', 'Mora', 'Ludvika', 'Avesta', 'Leksand', 'Rättvik'] },
  {
    name: 'Gävleborg',
    aliases: ['Gästrikland', 'Hälsingland'],
    towns: ['Gävle', 'Sandviken', 'Hudiksvall', 'Söderhamn', 'Bollnäs'],
  },
  {
    name: 'Västernorrland',
    aliases: ['Medelpad', 'Ångermanland'],
    towns: ['Sundsvall', 'Örnsköldsvik', 'Härnösand', 'Sollefteå', 'Kramfors'],
  },
  { name: 'Jämtland', aliases: ['Härjedalen', 'jämtländsk', 'jämtländska'], towns: ['Östersund', 'Åre', 'Krokom'] },
  { name: 'Västerbotten', towns: ['Umeå', 'Skellefteå', 'Lycksele', 'Vilhelmina'] },
  {
    name: 'Norrbotten',
    aliases: ['Lappland', 'Tornedalen'],
    towns: ['Luleå', 'Piteå', 'Kiruna', 'Boden', 'Gällivare', 'Haparanda'],
  },
  {
    name: 'Norrland',
    aliases: ['Norra Sverige', 'norrländsk', 'norrländska', 'norrländskt'],
    towns: [
      'Umeå',
      'Luleå',
      'Sundsvall',
      'Östersund',
      'Skellefteå',
      'Piteå',
      'Kiruna',
      'Örnsköldsvik',
      'Gävle',
      'Härnösand',
      'Boden',
      'Åre',
    ],
    area: true,
  },
  // parts of counties and areas across them, as people name them
  { name: 'Fyrbodal', towns: ['Uddevalla', 'Trollhättan', 'Vänersborg', 'Strömstad', 'Lysekil', 'Åmål'], area: true },
  { name: 'Sjuhärad', aliases: ['Sjuhäradsbygden'], towns: ['Borås', 'Ulricehamn', 'Svenljunga'], area: true },
  { name: 'Skaraborg', towns: ['Skövde', 'Lidköping', 'Mariestad', 'Falköping', 'Skara'], area: true },
  { name: 'Österlen', towns: ['Simrishamn', 'Tomelilla'], area: true },
  {
    name: 'Mälardalen',
    towns: ['Västerås', 'Eskilstuna', 'Uppsala', 'Enköping', 'Strängnäs', 'Köping', 'Södertälje'],
    area: true,
  },
  { name: 'Roslagen', towns: ['Norrtälje', 'Östhammar'], area: true },
  { name: 'Höga kusten', towns: ['Kramfors', 'Härnösand', 'Örnsköldsvik'], area: true },
  { name: 'Bergslagen', towns: ['Lindesberg', 'Fagersta', 'Ludvika', 'Kopparberg'], area: true },
];

/** words in an offer's location that mean it covers the whole country */
export const NATIONWIDE_TERMS = [
  'hela sverige',
  'hela landet',
  'sverige',
  'nationell',
  'nationellt',
  'rikstäckande',
  'digitalt',
  'online',
  'distans',
];

/** what towns are called in speech and chat ('Övik', 'Hudik', 'gbg', 'sthlm'): the same place */
const TOWN_ALIASES: Record<string, string[]> = {
  Örnsköldsvik: ['Övik'],
  Hudiksvall: ['Hudik'],
  Göteborg: ['Gbg', 'Gtb'],
  Stockholm: ['Sthlm'],
  Linköping: ['Lkpg'],
  Jönköping: ['Jkpg'],
  Helsingborg: ['Hbg'],
  Norrköping: ['Nkpg'],
};

/** inflections after a place name: genitive, adjectives, inhabitants, 'området', 'regionen' */
const SUFFIX =
  '(?:s|sk|ska|skt|ar|are|arna|bo|bor|borna|området|sområdet|regionen|sregionen|län|s län|trakten|strakten)?';

export interface PlaceMention {
  /** the canonical name as written in our list */
  name: string;
  kind: 'town' | 'region';
  /** lower-case locations that count as the same place (the town, or every town of the region and the region) */
  exact: string[];
  /** lower-case locations in the same region (a weaker match) */
  near: string[];
  /** the county or region it lies in (its own name for a region) */
  region: string;
}

interface Entry {
  name: string;
  kind: 'town' | 'region';
  pattern: RegExp;
  /** the same, global, for collecting the words */
  all: RegExp;
  exact: string[];
  near: string[];
  region: string;
  /** the pattern without å, ä, ö, for messages typed without them ('Umea') */
  folded: RegExp;
}

const lower = (s: string) => s.toLocaleLowerCase('sv-SE');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** a place word: the stem followed by an allowed inflection and then a non-letter */
const wordPattern = (forms: string[], how: (s: string) => string = lower) => {
  const stems = forms.map((f) => escape(how(f)).replace(/ /g, '\\s+'));
  return new RegExp(`(?<![\\p{L}])(?:${stems.join('|')})${how(SUFFIX)}(?![\\p{L}])`, 'u');
};

/** a region's name and other names, lower case */
const namesOf = (region: Region) => [region.name, ...(region.aliases ?? [])].map(lower);

function buildEntries(): Entry[] {
  const entries = new Map<string, Entry>();
  for (const region of REGIONS) {
    const towns = region.towns.map(lower);
    const regionWords = namesOf(region);
    const key = `r:${lower(region.name)}`;
    entries.set(key, {
      name: region.name,
      kind: 'region',
      pattern: wordPattern([region.name, ...(region.aliases ?? [])]),
      all: new RegExp(wordPattern([region.name, ...(region.aliases ?? [])]).source, 'gu'),
      exact: [...new Set([...regionWords, ...towns])],
      near: [],
      region: region.name,
      folded: wordPattern([region.name, ...(region.aliases ?? [])], fold),
    });
    for (const town of region.towns) {
      const tkey = `t:${lower(town)}`;
      const existing = entries.get(tkey);
      const near = [...regionWords, ...towns].filter((x) => x !== lower(town));
      if (existing) {
        // a town in a county and a wider area (Växjö: Kronoberg, Småland) belongs to the smaller one; the
        // wider area's name is near, its other towns are not (Luleå is no neighbour of Gävle for being in Norrland)
        const current = REGIONS.find((r) => r.name === existing.region);
        const smaller = current !== undefined && !region.area && region.towns.length < current.towns.length;
        if (smaller) {
          existing.near = [...new Set([...near, ...namesOf(current)])];
          existing.region = region.name;
        } else existing.near = [...new Set([...existing.near, ...regionWords])];
      } else {
        const names = [town, ...(TOWN_ALIASES[town] ?? [])];
        entries.set(tkey, {
          name: town,
          kind: 'town',
          pattern: wordPattern(names),
          all: new RegExp(wordPattern(names).source, 'gu'),
          exact: [lower(town)],
          near,
          region: region.name,
          folded: wordPattern(names, fold),
        });
      }
    }
  }
  // 'Stockholm' is both a town and a region: the town entry gets the region's towns as near.
  return [...entries.values()];
}

const ENTRIES = buildEntries();

/** Every place named in the text. A region and a town of the same name count once, as the town. */
export function findPlaces(text: string): PlaceMention[] {
  const haystack = lower(text);
  const folded = fold(text);
  const found: PlaceMention[] = [];
  const names = new Set<string>();
  for (const entry of ENTRIES) {
    if (!entry.pattern.test(haystack) && !entry.folded.test(folded)) continue;
    const key = lower(entry.name);
    if (names.has(key)) {
      if (entry.kind === 'town') {
        // same name as a region already found (Stockholm, Uppsala, ...): widen it by the town's neighbours
        const prior = found.find((p) => lower(p.name) === key);
        if (prior) prior.near = [...new Set([...prior.near, ...entry.near])].filter((n) => !prior.exact.includes(n));
      }
      continue;
    }
    names.add(key);
    found.push({
      name: entry.name,
      kind: entry.kind,
      exact: entry.exact,
      near: entry.near.filter((n) => !entry.exact.includes(n)),
      region: entry.region,
    });
  }
  return found;
}

/** the words of a place mention, so the full-text query does not also use them as topic words */
export function placeWordsIn(text: string): Set<string> {
  const words = new Set<string>();
  const haystack = lower(text);
  for (const entry of ENTRIES) {
    const m = haystack.match(entry.all);
    for (const hit of m ?? []) for (const w of hit.split(/\s+/)) words.add(w);
  }
  return words;
}

export type PlaceFit = { level: 'exact' | 'near' | 'nationwide'; location: string; place: PlaceMention } | null;

/** How an offer's location (and tags) fits the places asked for. */
const startsWord = new Map<string, RegExp>();
/** one regular expression for a list of place names, each starting a word; cached */
function anyOf(names: string[]): RegExp | null {
  if (names.length === 0) return null;
  const key = names.join('|');
  let re = startsWord.get(key);
  if (!re) {
    re = new RegExp(`(?<![\\p{L}])(?:${names.map(escape).join('|')})`, 'u');
    if (startsWord.size > 500) startsWord.clear();
    startsWord.set(key, re);
  }
  return re;
}

/** `nationwide`: the offer says it works with the whole country (its stored regions hold NATIONWIDE_KEY) */
export function placeFit(
  places: PlaceMention[],
  location: string | null,
  tags: string[],
  nationwide = false,
): PlaceFit {
  if (places.length === 0) return null;
  const loc = lower(location ?? '');
  const tagText = tags.map(lower);
  const fits = (names: string[]) => Boolean(anyOf(names)?.test(loc)) || tagText.some((t) => names.includes(t));
  for (const p of places) if (fits(p.exact)) return { level: 'exact', location: location || p.name, place: p };
  for (const p of places) if (fits(p.near)) return { level: 'near', location: location ?? p.name, place: p };
  if (nationwide || (loc && NATIONWIDE_TERMS.some((n) => loc.includes(n))))
    return { level: 'nationwide', location: location ?? '', place: places[0]! };
  return null;
}

/** Counties that border each other (by the names above), for a weaker 'grannlän' fit. */
const ADJACENT: Record<string, string[]> = {
  Stockholm: ['Uppsala', 'Södermanland'],
  Uppsala: ['Stockholm', 'Västmanland', 'Gävleborg'],
  Södermanland: ['Stockholm', 'Östergötland', 'Örebro', 'Västmanland'],
  Östergötland: ['Jönköping', 'Kalmar län', 'Södermanland', 'Örebro'],
  Jönköping: ['Västra Götaland', 'Halland', 'Kronoberg', 'Kalmar län', 'Östergötland'],
  Kronoberg: ['Skåne', 'Halland', 'Jönköping', 'Kalmar län', 'Blekinge'],
  'Kalmar län': ['Kronoberg', 'Jönköping', 'Östergötland', 'Blekinge'],
  Gotland: [],
  Blekinge: ['Skåne', 'Kronoberg', 'Kalmar län'],
  Skåne: ['Halland', 'Kronoberg', 'Blekinge'],
  Halland: ['Västra Götaland', 'Skåne', 'Kronoberg', 'Jönköping'],
  'Västra Götaland': ['Halland', 'Värmland', 'Jönköping', 'Örebro'],
  Värmland: ['Örebro', 'Västra Götaland', 'Dalarna'],
  Örebro: ['Västmanland', 'Värmland', 'Södermanland', 'Östergötland', 'Västra Götaland', 'Dalarna'],
  Västmanland: ['Uppsala', 'Örebro', 'Dalarna', 'Södermanland'],
  Dalarna: ['Gävleborg', 'Värmland', 'Västmanland', 'Jämtland', 'Örebro'],
  Gävleborg: ['Uppsala', 'Dalarna', 'Västernorrland', 'Jämtland'],
  Västernorrland: ['Gävleborg', 'Jämtland', 'Västerbotten'],
  Jämtland: ['Västernorrland', 'Gävleborg', 'Dalarna', 'Västerbotten'],
  Västerbotten: ['Norrbotten', 'Västernorrland', 'Jämtland'],
  Norrbotten: ['Västerbotten'],
};

/** the key an offer's region is stored under (offers.ai_regions) */
export const regionKey = (name: string) => lower(name);
export const NATIONWIDE_KEY = 'sverige';

/** The regions an offer's location and tags lie in (every region listing the town), or 'sverige'. */
/** a description that says the offer reaches the whole country ('samarbeten i hela landet', 'rikstäckande') */
const NATIONWIDE_REACH =
  /(?<!\p{L})(?:(?:i|över|från|inom) hela (?:landet|sverige)|rikstäckande|oavsett var i (?:landet|sverige))(?!\p{L})/iu;

/**
 * The region keys of an offer: its location's and tags' counties and areas, and NATIONWIDE_KEY when the
 * location is the whole country or the description says it works with people all over it (a shop in Ystad
 * that seeks creators 'i hela landet').
 */
export function regionsOf(location: string | null, tags: string[], description = ''): string[] {
  const text = [location ?? '', ...tags].join(' , ');
  const keys = new Set<string>();
  const haystack = lower(text);
  const folded = fold(text);
  for (const entry of ENTRIES) {
    if (!entry.pattern.test(haystack) && !entry.folded.test(folded)) continue;
    if (entry.kind === 'region') keys.add(regionKey(entry.name));
    for (const region of REGIONS)
      if (region.towns.some((t) => lower(t) === lower(entry.name))) keys.add(regionKey(region.name));
  }
  const loc = lower(location ?? '');
  if ((loc && NATIONWIDE_TERMS.some((n) => loc.includes(n))) || NATIONWIDE_REACH.test(description))
    keys.add(NATIONWIDE_KEY);
  return [...keys].sort();
}

/** The regions of the places asked for, and the counties next to them. */
export function regionsAround(places: PlaceMention[]): { own: string[]; adjacent: string[] } {
  const own = new Set(places.map((p) => regionKey(p.region)));
  const adjacent = new Set<string>();
  for (const p of places) for (const n of ADJACENT[p.region] ?? []) adjacent.add(regionKey(n));
  return { own: [...own], adjacent: [...adjacent].filter((r) => !own.has(r)) };
}

/** the name of a region key, as written in the table */
export const regionName = (key: string) => REGIONS.find((r) => regionKey(r.name) === key)?.name ?? key;
