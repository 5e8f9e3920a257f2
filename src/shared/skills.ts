// The Swedish skills list (src/shared/data/skills.json) and how a written skill is normalised to it: the
// name, a synonym or an inflection of one ('fotografering', 'Fotograf', 'tränare' → the list's id), also
// inside free text ('Klipper film i Premiere' → videoredigering). Shared: the form offers the list, the
// server stores and matches the ids.
import data from './data/skills.json' with { type: 'json' };

export interface Skill {
  id: string;
  name: string;
  group: string;
  synonyms: string[];
  related: string[];
}
export interface SkillGroup {
  id: string;
  name: string;
  skills: Skill[];
}

export const SKILL_GROUPS: SkillGroup[] = data.groups.map((g) => ({
  id: g.id,
  name: g.name,
  skills: g.skills.map((s) => ({ ...s, group: g.id })),
}));
export const SKILLS: Skill[] = SKILL_GROUPS.flatMap((g) => g.skills);
export const SKILL_BY_ID = new Map(SKILLS.map((s) => [s.id, s]));
export const SKILL_GROUP_IDS = SKILL_GROUPS.map((g) => g.id);

const FOLD: Record<string, string> = { å: 'a', ä: 'a', ö: 'o', é: 'e', ü: 'u' };
/** lowercase without å/ä/ö, words separated by single spaces */
export const foldText = (text: string) =>
  ` ${text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[åäöéü]/g, (c) => FOLD[c]!)
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim()} `;

interface Term {
  text: string;
  id: string;
}
// longest first: 'fotbollstränare' is found before 'tränare'
const TERMS: Term[] = SKILLS.flatMap((s) =>
  [s.name, ...s.synonyms].map((t) => ({ text: foldText(t).trim(), id: s.id })),
)
  .filter((t) => t.text.length >= 2)
  .sort((a, b) => b.text.length - a.text.length);

/** Swedish endings a term may carry in running text ('fotografer', 'hemsidor', 'tränaren') */
const ENDINGS = [
  '',
  'n',
  'en',
  'et',
  'er',
  'ar',
  'or',
  'na',
  'erna',
  'arna',
  'orna',
  'ns',
  's',
  'e',
  'a',
  'ing',
  'ande',
];

function stemOf(term: string): string[] {
  // 'hemsida' is also written 'hemsidor'; 'fotografering' also 'fotografera'
  const out = [term];
  if (/[ae]$/.test(term) && term.length > 5) out.push(term.slice(0, -1));
  if (term.endsWith('ing') && term.length > 7) out.push(term.slice(0, -3));
  return out;
}

/** The skill ids named in a text: names, synonyms and their inflections, compounds ending in one. */
export function skillsInText(text: string): string[] {
  let hay = foldText(text);
  const found: string[] = [];
  for (const term of TERMS) {
    if (found.includes(term.id)) continue;
    let hit = false;
    for (const stem of stemOf(term.text)) {
      const short = stem.length < 5;
      const compound = stem.length >= 7 && !stem.includes(' ');
      for (const end of short ? ['', 's'] : ENDINGS) {
        const needle = `${stem}${end} `;
        // a long term may also end a compound ('matchfotograf', 'ungdomsfotbollstränare')
        const at = compound ? hay.indexOf(needle) : hay.indexOf(` ${needle}`);
        if (at >= 0) {
          hit = true;
          hay = `${hay.slice(0, at)} ${hay.slice(at + needle.length + (compound ? 0 : 1))}`;
          break;
        }
      }
      if (hit) break;
    }
    if (hit) found.push(term.id);
  }
  return found;
}

/** One written skill as the list's id: the exact name or synonym first, else the first skill in the text. */
export function normaliseSkill(written: string): string | null {
  const key = foldText(written).trim();
  const exact = TERMS.find((t) => t.text === key);
  if (exact) return exact.id;
  return skillsInText(written)[0] ?? null;
}

/** The skills related to any of `ids` (both directions of the list's `related`), without `ids` themselves. */
export function relatedSkills(ids: Iterable<string>): Set<string> {
  const own = new Set(ids);
  const out = new Set<string>();
  for (const id of own) for (const r of SKILL_BY_ID.get(id)?.related ?? []) if (!own.has(r)) out.add(r);
  for (const s of SKILLS) if (!own.has(s.id) && s.related.some((r) => own.has(r))) out.add(s.id);
  return out;
}

export const skillName = (id: string) => SKILL_BY_ID.get(id)?.name ?? id;
export const skillGroupOf = (id: string) => SKILL_BY_ID.get(id)?.group ?? null;
