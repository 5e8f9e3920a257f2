// A Swedish thesaurus of the sponsorship domain: words that people use for the same thing. A query
// word in a group also finds the group's other words, ranked below direct hits. Written without å, ä, ö
// (folded, as the search compares); a phrase of several words ('e sport') must match all its words.
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
];

const byWord = new Map<string, Set<string>>();
const byStem = new Map<string, Set<string>>();
for (const group of GROUPS) {
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

/** Words meaning the same as a folded word (or its stem), each a list of words that must all match. */
export function synonymsOf(word: string, wordStem: string): string[][] {
  const found = byWord.get(word) ?? byStem.get(wordStem) ?? new Set<string>();
  return [...found].filter((w) => w !== word).map((phrase) => phrase.split(' '));
}
