// The assistant's two talent questions (issue 25 §3): an organisation asking for a person ('vi behöver en
// fotograf till våra matcher i Gävle') gets the fitting VISIBLE people, ranked by talent/match.ts (a visitor
// or a person is told to sign in as an organisation, or pointed to /talanger: profiles are never shown to
// them); a person offering skills ('jag kan bygga hemsidor och vill hjälpa en förening') gets the fitting
// approved projects. Anything else is left to the offer matcher (null).
import type { Db } from '@server/db/client.js';
import type { SessionUser } from '@server/context.js';
import { projects } from '@server/db/schema.js';
import { eq } from 'drizzle-orm';
import { stockholmDay } from '@server/features/grants/deadlines.js';
import { needFromText, scoreFit, type Talent } from '@server/features/talent/match.js';
import { rankProjects, talentOf } from '@server/features/talent/match.service.js';
import {
  findVisibleProfiles,
  getOwnSkillProfile,
  isProjectOwnerType,
} from '@server/features/talent/profile.service.js';
import { loadProjects } from '@server/features/talent/projects.service.js';
import { skillsInText } from '@shared/skills.js';
import { TALENT_AI_TEXTS as T } from '@shared/people-texts.js';
import type { TAiMatch } from '@shared/schemas/ai.js';
import { findPlaces } from './places.js';

const SHOWN = 5;
/** words that make a request one for money, not for a person ('vi söker en sponsor …') */
const MONEY = /sponsor|bidrag|stipend|finansier|pengar|stöd till|samarbetspartner|partner/i;
/** 'vi behöver en …', 'söker någon som …', 'letar efter en …': the few words after it name what is sought */
const SEEKS = /\b(behöver|söker|letar efter|vill hitta|saknar)\s+(en|ett|någon|några|två|tre|flera)\s+(.{0,60})/i;
/** 'jag kan …', 'jag är …', 'jag har …' with the wish to help or take part */
const OFFERS = /\bjag\s+(kan|är|har|jobbar|arbetar|pluggar)\b/i;
const WANTS_TO_HELP = /\b(hjälpa|bidra|ställa upp|engagera|volontär|ideell|ideellt|uppdrag|projekt|förening)/i;

export type TalentRequest = { kind: 'people'; skillIds: string[] } | { kind: 'projects'; skillIds: string[] };

/** Which of the two talent questions the message asks, if any. */
export function talentRequestOf(message: string): TalentRequest | null {
  if (MONEY.test(message)) return null;
  const seeks = SEEKS.exec(message);
  if (seeks) {
    const sought = skillsInText(seeks[3]!.split(/\s+/).slice(0, 4).join(' '));
    if (sought.length > 0) return { kind: 'people', skillIds: skillsInText(message) };
  }
  if (OFFERS.test(message) && WANTS_TO_HELP.test(message)) {
    const skillIds = skillsInText(message);
    if (skillIds.length > 0) return { kind: 'projects', skillIds };
  }
  return null;
}

export interface TalentAnswer {
  message: string;
  matches: TAiMatch[];
}

/** The answer to a talent question, or null when the message is none (the offer matcher answers then). */
export async function answerTalentRequest(opts: {
  db: Db;
  user: SessionUser | null;
  message: string;
  now?: Date;
}): Promise<TalentAnswer | null> {
  const request = talentRequestOf(opts.message);
  if (!request) return null;
  return request.kind === 'people' ? findPeople(opts) : findProjects(opts, request.skillIds);
}

async function findPeople(opts: { db: Db; user: SessionUser | null; message: string }): Promise<TalentAnswer> {
  const search = `/talanger?q=${encodeURIComponent(opts.message.slice(0, 200))}`;
  if (!opts.user) return { message: T.signInForPeople, matches: [] };
  if (!isProjectOwnerType(opts.user.userType)) return { message: T.peopleForOrganisations, matches: [] };
  const need = needFromText(opts.message);
  // hidden profiles are never loaded (findVisibleProfiles), the asker's own never shown
  const ranked = (await findVisibleProfiles(opts.db))
    .filter((p) => p.userId !== opts.user!.id)
    .map((profile) => ({ profile, ...scoreFit(need, talentOf(profile)) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, SHOWN);
  if (ranked.length === 0) return { message: T.noPeople(search), matches: [] };
  return {
    message: T.people(ranked.length, search),
    matches: ranked.map((m) => ({
      id: m.profile.userId,
      title: `${m.profile.username}: ${m.profile.headline}`,
      organization: m.profile.place,
      score: m.score,
      reasons: m.reasons,
      link: `${search}&person=${encodeURIComponent(m.profile.userId)}`,
    })),
  };
}

async function findProjects(
  opts: { db: Db; user: SessionUser | null; message: string; now?: Date },
  skillIds: string[],
): Promise<TalentAnswer> {
  const own = opts.user ? await getOwnSkillProfile(opts.db, opts.user.id) : null;
  const text = needFromText(opts.message);
  const place = findPlaces(opts.message)[0]?.name ?? own?.place ?? '';
  // the skills the message names, at 'van'; the rest of the person's own profile fills in what it leaves out
  const talent: Talent = {
    ...(own ? talentOf(own) : { volunteer: true, paid: false, hoursPerWeek: 5, remote: false }),
    skills: skillIds.map((skillId) => ({ skillId, level: 'van' as const })),
    headlineSkillIds: [],
    place,
    remote: text.remote || (own?.remote ?? false),
    ...(text.paid === true ? { paid: true } : text.paid === false ? { volunteer: true } : {}),
  };
  const ids = await opts.db.select({ id: projects.id }).from(projects).where(eq(projects.isApproved, true));
  const all = await loadProjects(
    opts.db,
    ids.map((r) => r.id),
  );
  const ranked = rankProjects(all, talent, stockholmDay(opts.now ?? new Date()), opts.user?.id).slice(0, SHOWN);
  if (ranked.length === 0) return { message: T.noProjects, matches: [] };
  return {
    message: T.projects(ranked.length),
    matches: ranked.map((m) => ({
      id: m.project.id,
      title: `${m.project.title} (${m.project.roles.find((r) => r.id === m.roleId)?.title ?? ''})`,
      organization: `${m.project.organization}, ${m.project.place}`,
      score: m.score,
      reasons: m.reasons,
      link: `/projekt/${m.project.id}`,
    })),
  };
}
