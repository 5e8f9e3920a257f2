// A Swedish thesaurus of the sponsorship domain, on two levels: words that people use for the same thing
// (GROUPS), and words for neighbouring concepts (RELATED: 'cup' and 'lager', 'miljo' and 'naturvard'). A query
// word in a group also finds the group's other words, ranked below direct hits; a related word ranks lower
// still. Written without å, ä, ö (folded, as the search compares); a phrase of several words ('e sport')
// must match all its words. Written from the domain, not from evaluation queries.
import { stem } from './words.js';

/** ~80 groups, written from the domain (not from evaluation queries) */
const GROUPS: string[][] = [
  ['idrott', 'sport', 'idrottsforening', 'idrottsklubb', 'idrottslag', 'idrottsrorelse'],
  ['forening', 'klubb', 'forbund'],
  ['stiftelse', 'fond', 'fonder', 'stiftelser'],
  ['bidrag', 'stipendium', 'anslag', 'stod', 'finansiering', 'projektbidrag', 'verksamhetsbidrag', 'ekonomiskt stod'],
  ['evenemang', 'event', 'arrangemang'],
  ['esport', 'datorspel', 'gaming', 'tvspel', 'lan'],
  ['invandrare', 'nyanlanda', 'flykting', 'integration', 'asylsokande'],
  ['handikapp', 'funktionsnedsattning', 'funktionshinder', 'funktionsvariation', 'parasport'],
  ['hyresvard', 'bostadsbolag', 'fastighetsbolag', 'hyresgast', 'bostadsomrade'],
  ['mode', 'fashion', 'klader', 'stil', 'outfit', 'garderob'],
  ['cykling', 'cykel', 'mountainbike', 'cykellopp'],
  ['langdakning', 'langdskidor', 'skidspar', 'skidakning', 'skidor'],
  ['soppkok', 'matbank', 'behovande', 'hemlosa', 'matkasse', 'matsvinn'],
  ['studier', 'studera', 'studiestod', 'studenter', 'utbildning', 'studiestipendium'],
  ['sallskapsdjur', 'husdjur', 'hund', 'katt'],
  ['natur', 'friluftsliv', 'vandring', 'utomhus', 'friluft', 'fjall'],
  ['naturvard', 'naturskydd', 'naturskyddsforening', 'biologisk mangfald'],
  ['miljo', 'klimat', 'hallbarhet', 'hallbar', 'miljovanlig', 'klimatsmart', 'miljoarbete'],
  ['atervinning', 'recycling', 'secondhand', 'begagnat'],
  ['barn', 'ungdom', 'unga', 'ungdomar', 'tonaringar', 'juniorer', 'ungdomsverksamhet'],
  ['aldre', 'pensionar', 'pensionarer', 'seniorer'],
  ['konsert', 'spelning', 'livemusik'],
  ['kor', 'korsang'],
  ['musik', 'orkester', 'band'],
  ['teater', 'scenkonst', 'forestallning', 'teatergrupp', 'amatorteater', 'revy'],
  ['konst', 'utstallning', 'galleri', 'konstnar'],
  ['museum', 'kulturarv', 'hembygd'],
  ['festival', 'festivaler', 'musikfestival', 'kulturfestival'],
  ['hockey', 'ishockey'],
  ['dans', 'balett', 'dansskola', 'dansgrupp'],
  ['sponsor', 'sponsring', 'sponsra', 'partner', 'samarbete', 'partnerskap', 'samarbetspartner', 'huvudsponsor'],
  ['traning', 'trana', 'fitness', 'gym', 'halsa'],
  ['mat', 'recept', 'matlagning', 'kokkonst', 'bakning'],
  ['vegetarisk', 'vegansk', 'kottfri', 'vego', 'vaxtbaserad'],
  ['resor', 'resa', 'turism', 'reseblogg', 'resande', 'semester'],
  ['hast', 'hastsport', 'ridsport', 'ridning', 'ridskola', 'ridklubb'],
  ['forskning', 'forskare', 'forska', 'vetenskap'],
  ['lager', 'sommarlager', 'kollo', 'sommarkollo', 'dagkollo', 'lagerverksamhet'],
  ['sportbutik', 'idrottsbutik', 'sportaffar'],
  ['skola', 'skolor', 'elever'],
  ['laxhjalp', 'studiestod', 'laxlasning'],
  ['foraldraskap', 'foraldrar', 'familj', 'mammaliv', 'pappaliv', 'barnfamilj', 'smabarnsforaldrar'],
  ['bank', 'sparbank'],
  ['forsakring', 'forsakringsbolag'],
  // the sponsorship market itself: what a sponsor gets, who offers it, where
  ['reklam', 'marknadsforing', 'annonsering', 'exponering', 'synlighet', 'varumarke'],
  ['logotyp', 'logga', 'logo'],
  ['matchstall', 'trojor', 'trojreklam', 'klubbklader', 'matchtrojor'],
  ['arena', 'idrottsplats', 'anlaggning', 'idrottsanlaggning', 'idrottshall'],
  ['foretag', 'naringsliv', 'foretagare', 'bolag', 'naringslivet'],
  ['ideell', 'ideellt', 'volontar', 'volontarer', 'frivillig', 'frivilliga', 'ideella'],
  ['insamling', 'crowdfunding', 'gava', 'donation', 'donera', 'skanka', 'gavor'],
  ['cup', 'turnering', 'tavling', 'mastarskap', 'tavlingar'],
  ['influencer', 'kreator', 'innehallsskapare', 'youtuber', 'bloggare'],
  ['foljare', 'rackvidd', 'tittare', 'visningar', 'publik'],
  ['podd', 'podcast', 'poddradio'],
  ['streaming', 'streamer', 'twitch', 'livestream'],
  ['sociala medier', 'instagram', 'tiktok', 'youtube'],
  ['skonhet', 'smink', 'hudvard', 'beauty'],
  ['inredning', 'heminredning', 'interior'],
  ['tradgard', 'odling', 'odla', 'stadsodling'],
  // sport, culture and the rest of civil society
  ['friidrott', 'lopning', 'lopare', 'motionslopp', 'maraton'],
  ['simning', 'simklubb', 'simskola', 'simhall'],
  ['segling', 'seglare', 'batklubb', 'kappsegling'],
  ['klattring', 'klatterklubb', 'bouldering'],
  ['kampsport', 'brottning', 'boxning', 'judo', 'karate', 'taekwondo'],
  ['golf', 'golfklubb', 'golfbana'],
  ['tjejer', 'flickor', 'kvinnor', 'damer'],
  ['killar', 'pojkar', 'grabbar'],
  ['scout', 'scouter', 'scoutkar', 'scouting'],
  ['fritidsgard', 'ungdomsgard', 'fritidsverksamhet', 'motesplats'],
  ['kultur', 'kulturliv', 'kulturverksamhet'],
  ['bibliotek', 'lasframjande', 'lasning', 'bocker'],
  ['jamstalldhet', 'jamlikhet', 'inkludering', 'mangfald'],
  ['folkhalsa', 'psykisk halsa', 'valmaende', 'psykisk ohalsa'],
  ['ensamhet', 'gemenskap', 'social isolering'],
  ['trygghet', 'brottsforebyggande', 'nattvandring', 'nattvandrare'],
  ['landsbygd', 'glesbygd', 'bygd', 'lokalsamhalle'],
  ['energi', 'solenergi', 'solceller', 'fornybar'],
  ['djurskydd', 'djurvalfard', 'djurskyddsforening'],
  ['programmering', 'kodning', 'kodskola'],
  ['kurs', 'kurser', 'workshop', 'workshops', 'forelasning'],
  // the same things in everyday, colloquial and formal words
  ['idrott', 'idrotta', 'idrottare', 'idrottsliv', 'sportklubb', 'idrottsverksamhet'],
  ['forening', 'sallskap', 'foreningsliv', 'ideell forening', 'organisation'],
  ['stiftelse', 'fond', 'stipendiefond', 'minnesfond', 'donationsfond'],
  ['bidrag', 'pengar', 'medel', 'ekonomisk hjalp', 'finansiera', 'utlysning', 'forskningsmedel', 'stipendier'],
  ['evenemang', 'tillstallning', 'festligheter', 'firande', 'happening'],
  ['esport', 'dataspel', 'videospel', 'onlinespel', 'konsolspel', 'mobilspel', 'gamer', 'gamers', 'spelforening'],
  ['invandrare', 'migranter', 'utrikes fodda', 'nysvenskar', 'ensamkommande', 'flyktingbarn'],
  [
    'handikapp',
    'handikappad',
    'handikappade',
    'funktionsnedsatta',
    'rorelsehinder',
    'anpassad idrott',
    'handikappidrott',
  ],
  ['mode', 'klader', 'kladstil', 'plagg', 'styling', 'outfits'],
  ['studier', 'plugga', 'plugget', 'studerande', 'hogskola', 'universitet', 'studiestipendier'],
  ['natur', 'friluftsliv', 'vildmark', 'vildmarksliv', 'uteliv', 'friluftsaktiviteter', 'utflykter', 'skog'],
  ['miljo', 'gron', 'miljomedveten', 'klimatomstallning', 'miljovard', 'miljoskydd', 'miljoforening', 'miljoprojekt'],
  ['barn', 'ungdom', 'kids', 'knattar', 'skolbarn', 'ungdomslag', 'juniorlag', 'barn och unga'],
  ['aldre', 'aldringar', 'gamla', 'seniorverksamhet', 'pensionarsforening', 'aldreomsorg', 'aldreboende'],
  ['konsert', 'gig', 'framtradande', 'upptradande'],
  ['kor', 'sangkor', 'vokalensemble', 'korsangare', 'sanggrupp'],
  ['musik', 'musiker', 'musicera', 'spelman', 'musikliv'],
  ['teater', 'skadespel', 'skadespelare', 'amatorskadespelare', 'drama', 'uppsattning', 'pjas'],
  ['konst', 'konstnarer', 'bildkonst', 'maleri', 'skulptur'],
  ['festival', 'folkfest', 'gatufest', 'stadsfest'],
  ['dans', 'dansare', 'folkdans', 'streetdance'],
  ['traning', 'motion', 'motionera', 'styrketraning', 'traningsprofil', 'fitnessprofil'],
  ['mat', 'matlagning', 'kock', 'matkreator', 'matinfluencer', 'receptskapare', 'matblogg', 'kokbok'],
  ['vegetarisk', 'vegetariskt', 'veganskt', 'vegan', 'vegetarian', 'vegomat', 'plantbaserad'],
  ['hast', 'hastar', 'ryttare', 'ryttarforening', 'hastklubb', 'hastagare', 'hastforening'],
  ['forskning', 'forskningsprojekt', 'forskningsbidrag', 'forskningsanslag', 'forskningsmedel'],
  ['skola', 'grundskola', 'gymnasium', 'hogstadiet', 'skolelever', 'elev'],
  ['foraldraskap', 'nyblivna foraldrar', 'bebis', 'spadbarn', 'foraldraledig', 'mamma', 'pappa', 'foralder'],
  [
    'matchstall',
    'lagklader',
    'klubbdrakter',
    'drakter',
    'traningsklader',
    'matchklader',
    'tavlingsklader',
    'lagtrojor',
  ],
  ['arena', 'sporthall', 'ishall', 'idrottshall'],
  ['cup', 'turneringar', 'cuper', 'ungdomsturnering', 'regatta'],
  ['influencer', 'profil', 'kreatorer', 'content creator', 'skapare'],
  ['skonhet', 'makeup', 'sminkning', 'kosmetika', 'hudvardsprodukter'],
  ['renovering', 'hemmafix', 'gor det sjalv', 'diy', 'bygga om', 'mobelrenovering', 'renovera'],
  ['lopning', 'jogging', 'joggning', 'jogga', 'springa', 'lopare', 'lopargrupp'],
  ['simning', 'simma', 'simmare', 'simundervisning'],
  ['batsport', 'vattensport', 'sjosport'],
  ['damidrott', 'tjejidrott', 'damlag', 'tjejlag', 'flicklag', 'damsektion'],
  ['psykisk halsa', 'mental halsa', 'psykisk ohalsa', 'ma daligt'],
  ['fattigdom', 'fattiga', 'utsatthet', 'ekonomiskt utsatta', 'lag inkomst', 'sma marginaler', 'behovande'],
  ['livraddning', 'hjart lungraddning', 'hlr', 'forsta hjalpen', 'hjartstartare', 'livraddare'],
  ['fritidsgard', 'fritidsklubb', 'ungdomsgard', 'ungdomens hus'],
  ['lagidrott', 'lagsport', 'lagsporter'],
  ['motorsport', 'motocross', 'rally', 'bilsport', 'crossbana'],
  ['fiske', 'sportfiske', 'fiskeklubb', 'fiska', 'flugfiske', 'sportfiskare'],
  ['paddling', 'kanot', 'kajak', 'paddla', 'kanoter'],
  ['djur', 'djurhallning', 'djuragare', 'husdjursagare'],
  ['bibliotek', 'litteratur', 'forfattare', 'bokprojekt', 'bocker'],
  ['hemloshet', 'hemlosa', 'harbarge', 'harbargen'],
  ['sponsring', 'stod', 'stotta', 'stottar'],
  ['integration', 'sprakcafe', 'spraktraning', 'nyanlanda'],
];

/** Neighbouring concepts: a query word finds these below its own words and their synonyms. */
const RELATED: string[][] = [
  ['idrott', 'traning', 'motion', 'friskvard', 'folkhalsa'],
  ['matchstall', 'utrustning', 'klader', 'trojor'],
  ['cup', 'turnering', 'tavling', 'match', 'seriespel'],
  [
    'miljo',
    'klimat',
    'naturvard',
    'atervinning',
    'aterbruk',
    'energi',
    'solceller',
    'hav',
    'strandstadning',
    'biologisk mangfald',
    'hallbarhet',
  ],
  ['natur', 'friluftsliv', 'fjall', 'scouter', 'paddling', 'vandring', 'orientering', 'stugor', 'talt'],
  ['segling', 'paddling', 'kanot', 'batsport', 'sjosport', 'simning', 'vattensport', 'batar', 'jollar'],
  ['konsert', 'musik', 'kor', 'orkester', 'festival', 'sang'],
  ['teater', 'dans', 'musikal', 'scenkonst', 'film', 'forestallning'],
  [
    'kultur',
    'konst',
    'musik',
    'teater',
    'dans',
    'museum',
    'litteratur',
    'film',
    'kulturarv',
    'barnteater',
    'barnkultur',
  ],
  ['invandrare', 'sprakcafe', 'integration', 'mangfald', 'nyanlanda'],
  ['behovande', 'fattigdom', 'hemlosa', 'matbank', 'matkasse', 'matkassar', 'matutdelning', 'matsvinn'],
  ['aldre', 'ensamhet', 'demens', 'besoksvanner', 'pensionarer'],
  ['studier', 'utbildning', 'skola', 'forskning', 'stipendium'],
  ['bidrag', 'sponsring', 'stod', 'stipendium', 'anslag'],
  ['husdjur', 'hast', 'djur', 'djurskydd', 'hundsport', 'hund', 'katt'],
  ['mat', 'vegetarisk', 'bakning', 'grillning', 'husmanskost', 'catering', 'recept'],
  ['gaming', 'streaming', 'esport', 'programmering', 'datorer', 'spel'],
  ['inredning', 'renovering', 'aterbruk', 'tradgard', 'hem', 'mobler'],
  ['foraldraskap', 'barn', 'familj', 'graviditet', 'barnvagn'],
  ['tjejer', 'jamstalldhet', 'damlag', 'damfotboll', 'damhockey'],
  ['friidrott', 'lopning', 'motionslopp', 'orientering', 'maraton'],
  ['hockey', 'bandy', 'skridskor', 'istider'],
  ['skidor', 'skidskytte', 'alpint', 'slalom', 'topptur', 'langdskidor'],
  ['racketsport', 'tennis', 'padel', 'badminton', 'bordtennis'],
  ['evenemang', 'festival', 'marknad', 'midsommar', 'fest', 'jubileum', 'event'],
  ['folkhalsa', 'halsa', 'traning', 'psykisk halsa', 'samtalsstod'],
  ['fritidsgard', 'fritid', 'fritidsaktiviteter', 'sommarlov'],
  ['barnkultur', 'barnteater', 'barnkor', 'musikskola', 'lasframjande', 'barnbocker'],
  ['livraddning', 'sakerhet', 'simkurser', 'badvakter', 'hjartstopp'],
  ['djuragare', 'hund', 'katt', 'hast', 'husdjur'],
];

interface Index {
  byWord: Map<string, Set<string>>;
  byStem: Map<string, Set<string>>;
}

function index(groups: string[][]): Index {
  const byWord = new Map<string, Set<string>>();
  const byStem = new Map<string, Set<string>>();
  for (const group of groups) {
    for (const word of group) {
      for (const [map, key] of [
        [byWord, word],
        [byStem, stem(word)],
      ] as const) {
        const set = map.get(key) ?? new Set<string>();
        for (const other of group) if (other !== word) set.add(other);
        map.set(key, set);
      }
    }
  }
  return { byWord, byStem };
}

const same = index(GROUPS);
const near = index(RELATED);

const lookUp = ({ byWord, byStem }: Index, word: string, wordStem: string) =>
  byWord.get(word) ?? byStem.get(wordStem) ?? new Set<string>();

/** Words meaning the same as a folded word (or its stem), each a list of words that must all match. */
export function synonymsOf(word: string, wordStem: string): string[][] {
  return [...lookUp(same, word, wordStem)].filter((w) => w !== word).map((phrase) => phrase.split(' '));
}

/** Words for neighbouring concepts of a folded word (or its stem), its synonyms left out. */
export function relatedOf(word: string, wordStem: string): string[][] {
  const synonyms = lookUp(same, word, wordStem);
  return [...lookUp(near, word, wordStem)]
    .filter((w) => w !== word && !synonyms.has(w))
    .map((phrase) => phrase.split(' '));
}
