// A small Swedish thesaurus of the sponsorship domain: words that people use for the same thing. A query
// word in a group also finds the group's other words, ranked below direct hits. Written without å, ä, ö
// (folded, as the search compares); a phrase of several words ('e sport') must match all its words.
import { stem } from './words.js';

const GROUPS: string[][] = [
  ['idrott', 'sport', 'idrottsforening', 'idrottsklubb'],
  ['forening', 'klubb', 'forbund'],
  ['stiftelse', 'fond'],
  ['bidrag', 'stipendium', 'anslag', 'stod', 'finansiering'],
  ['evenemang', 'event', 'arrangemang'],
  ['esport', 'datorspel', 'gaming', 'tvspel', 'lan'],
  ['invandrare', 'nyanlanda', 'flykting', 'integration', 'asylsokande'],
  ['handikapp', 'funktionsnedsattning', 'funktionshinder', 'funktionsvariation', 'parasport'],
  ['hyresvard', 'bostadsbolag', 'fastighetsbolag', 'hyresgast', 'bostadsomrade'],
  ['mode', 'fashion', 'klader', 'stil'],
  ['cykling', 'cykel', 'mountainbike', 'cykellopp'],
  ['langdakning', 'langdskidor', 'skidspar', 'skidakning', 'skidor'],
  ['soppkok', 'matbank', 'behovande', 'hemlosa', 'matkasse', 'matsvinn'],
  ['studier', 'studera', 'studiestod', 'studenter', 'utbildning', 'studiestipendium'],
  ['sallskapsdjur', 'husdjur', 'hund', 'katt'],
  ['natur', 'friluftsliv', 'vandring', 'utomhus'],
  ['naturvard', 'naturskydd', 'naturskyddsforening', 'biologisk mangfald'],
  ['miljo', 'klimat', 'hallbarhet', 'hallbar'],
  ['atervinning', 'recycling', 'secondhand', 'begagnat'],
  ['barn', 'ungdom', 'unga', 'ungdomar', 'tonaringar'],
  ['aldre', 'pensionar', 'pensionarer', 'seniorer'],
  ['konsert', 'spelning', 'livemusik'],
  ['kor', 'korsang'],
  ['musik', 'orkester', 'band'],
  ['teater', 'scenkonst', 'forestallning'],
  ['konst', 'utstallning', 'galleri', 'konstnar'],
  ['museum', 'kulturarv', 'hembygd'],
  ['festival', 'festivaler'],
  ['hockey', 'ishockey'],
  ['dans', 'balett', 'dansskola', 'dansgrupp'],
  ['sponsor', 'sponsring', 'sponsra', 'partner', 'samarbete'],
  ['traning', 'trana', 'fitness', 'gym', 'halsa'],
  ['mat', 'recept', 'matlagning'],
  ['vegetarisk', 'vegansk', 'kottfri', 'vego', 'vaxtbaserad'],
  ['resor', 'resa', 'turism', 'reseblogg'],
  ['hast', 'hastsport', 'ridsport', 'ridning', 'ridskola', 'ridklubb'],
  ['forskning', 'forskare', 'forska', 'vetenskap'],
  ['lager', 'sommarlager', 'kollo'],
  ['sportbutik', 'idrottsbutik', 'sportaffar'],
  ['skola', 'skolor', 'elever'],
  ['laxhjalp', 'studiestod', 'laxlasning'],
  ['foraldraskap', 'foraldrar', 'familj', 'mammaliv', 'pappaliv'],
  ['bank', 'sparbank'],
  ['forsakring', 'forsakringsbolag'],
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
