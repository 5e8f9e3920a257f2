// How well a person fits a project role, both ways (issue 25 §3): the skills asked for (a synonym counts as
// the skill, a related skill of the list as half of it), the place (same town, same county, or remote
// work on both sides), volunteer or paid, and hours a week. Pure: the API, 'Projekt för dig', the AI
// assistant and the held-out benchmark all rank with it.
import { findPlaces, placeFit, type PlaceMention } from '@server/features/ai/places.js';
import { relatedSkills, skillsInText, SKILL_BY_ID } from '@shared/skills.js';
import { TALENT_TEXTS, type SkillLevel } from '@shared/talent-texts.js';

const R = TALENT_TEXTS.reasons;

export interface Need {
  /** the skill ids asked for */
  skillIds: string[];
  /** where the work is done; null: anywhere */
  place: string | null;
  /** the work can be done remotely */
  remote: boolean;
  /** a paid role (null: not said) */
  paid: boolean | null;
  hoursPerWeek: number | null;
}

export interface Talent {
  skills: { skillId: string | null; level: SkillLevel }[];
  /** skill ids named in the headline (a weaker signal than the listed skills) */
  headlineSkillIds?: string[];
  place: string;
  remote: boolean;
  volunteer: boolean;
  paid: boolean;
  hoursPerWeek: number;
}

export interface Fit {
  score: number;
  reasons: string[];
}

const LEVEL: Record<SkillLevel, number> = { nyborjare: 0.6, van: 0.9, expert: 1 };
const placeCache = new Map<string, PlaceMention[]>();
function placesOf(text: string): PlaceMention[] {
  let found = placeCache.get(text);
  if (!found) {
    found = findPlaces(text);
    if (placeCache.size > 2000) placeCache.clear();
    placeCache.set(text, found);
  }
  return found;
}

/** The need a free text states: its skills, a place, remote work, paid or volunteer. */
export function needFromText(text: string): Need {
  const places = placesOf(text);
  return {
    skillIds: skillsInText(text),
    place: places[0]?.name ?? null,
    remote: /\bdistans|\bremote|\bdigitalt|\bonline/i.test(text),
    paid: /\bbetal|\barvode|\bersättning|\blön/i.test(text) ? true : /\bideell|\bvolontär/i.test(text) ? false : null,
    hoursPerWeek: null,
  };
}

function skillFit(need: Need, talent: Talent): { value: number; hit: number; related: number } {
  if (need.skillIds.length === 0) return { value: 0, hit: 0, related: 0 };
  const own = new Map<string, number>();
  for (const s of talent.skills) if (s.skillId) own.set(s.skillId, Math.max(own.get(s.skillId) ?? 0, LEVEL[s.level]));
  for (const id of talent.headlineSkillIds ?? []) if (!own.has(id)) own.set(id, 0.7);
  const near = relatedSkills(own.keys());
  let value = 0;
  let hit = 0;
  let related = 0;
  for (const id of need.skillIds) {
    const level = own.get(id);
    if (level !== undefined) {
      value += level;
      hit++;
    } else if (near.has(id) || [...relatedSkills([id])].some((r) => own.has(r))) {
      value += 0.45;
      related++;
    }
  }
  return { value: value / need.skillIds.length, hit, related };
}

/** The place factor and its reason: 1 same town, 0.85 same county, 0.8 remote both ways, else low. */
export function placeFactor(need: Need, talent: Talent): { value: number; reason: string | null } {
  if (!need.place) return { value: 1, reason: null };
  const places = placesOf(need.place);
  const fit = places.length > 0 ? placeFit(places, talent.place, []) : null;
  const sameText = need.place.trim().toLowerCase() === talent.place.trim().toLowerCase();
  if (sameText || fit?.level === 'exact') return { value: 1, reason: R.sameTown };
  if (fit?.level === 'near') return { value: 0.85, reason: R.sameCounty };
  if (need.remote && talent.remote) return { value: 0.8, reason: R.remote };
  if (need.remote || talent.remote) return { value: 0.35, reason: null };
  return { value: 0.1, reason: null };
}

/** How well a talent fits a need, 0–1, with the reasons shown in Talentfinder. */
export function scoreFit(need: Need, talent: Talent): Fit {
  const skills = skillFit(need, talent);
  if (skills.value === 0) return { score: 0, reasons: [] };
  const reasons: string[] = [];
  if (skills.hit > 0) reasons.push(R.skills(skills.hit, need.skillIds.length));
  if (skills.related > 0) reasons.push(R.related(skills.related));
  const place = placeFactor(need, talent);
  if (place.reason) reasons.push(place.reason);
  let terms = 1;
  if (need.paid === false) terms = talent.volunteer ? 1 : 0.1;
  else if (need.paid === true) terms = talent.paid ? 1 : 0.6;
  if (need.paid === false && talent.volunteer) reasons.push(R.volunteer);
  if (need.paid === true && talent.paid) reasons.push(R.paid);
  const hours = need.hoursPerWeek ? Math.min(1, talent.hoursPerWeek / need.hoursPerWeek) : 1;
  reasons.push(R.hours(talent.hoursPerWeek));
  const score = skills.value * place.value * terms * (0.85 + 0.15 * hours);
  return { score: Math.round(score * 1000) / 1000, reasons };
}

/** The skills named in a role or a profile, as written, with the list's id when one fits. */
export const knownSkill = (id: string | null) => (id && SKILL_BY_ID.has(id) ? id : null);
