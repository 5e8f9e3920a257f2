// A person's visible skills profile against the saved Talentfinder searches (issue 25 §3, §5), as a new grant
// programme is against the catalogue's (grants/grant-searches.match.ts): when a person turns 'Synlig för
// organisationer' on or changes the profile, every search of type 'talent' of an association, business or
// foundation that the profile fits (its skills or words, place, remote, terms, hours) is told once per person
// (talent_search_matches, kind talent_new, daily digest by default). A hidden profile never matches.
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { rows } from '@server/db/raw.js';
import { notifyMany } from '@server/features/notifications/notify.js';
import { storeSearchMatches } from '@server/features/notifications/saved-searches.match.js';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts.js';
import type { TSearchFilters } from '@shared/schemas/notifications.js';
import type { TSkillProfile } from '@shared/schemas/talent.response.js';
import { PROJECT_OWNER_TYPES } from '@shared/talent-texts.js';
import { needFromText, placeFactor, scoreFit, type Need } from './match.js';
import { talentOf } from './match.service.js';
import { getOwnSkillProfile } from './profile.service.js';

export interface TalentSearch {
  q: string;
  location: string;
  filters: TSearchFilters;
}

/** Whether a profile fits a saved Talentfinder search: every filter holds, and the words name a skill it has. */
export function fitsTalentSearch(search: TalentSearch, profile: TSkillProfile): boolean {
  const f = search.filters;
  if (f.remote && !profile.remote) return false;
  if (f.terms && !(f.terms === 'paid' ? profile.paid : profile.volunteer)) return false;
  if (f.minHours !== undefined && profile.hoursPerWeek < f.minHours) return false;
  const text = search.q ? needFromText(search.q) : null;
  const need: Need = {
    skillIds: text?.skillIds ?? [],
    place: search.location || text?.place || null,
    remote: f.remote ?? text?.remote ?? false,
    paid: f.terms ? f.terms === 'paid' : (text?.paid ?? null),
    hoursPerWeek: null,
  };
  const talent = talentOf(profile);
  // a place asked for: the same town or county, or remote work on both sides
  if (need.place && placeFactor(need, talent).value < 0.8) return false;
  if (need.skillIds.length > 0) return scoreFit(need, talent).score > 0;
  // words that name no skill of the list: found in the headline, the skills as written or the bio
  if (search.q) {
    const hay = `${profile.headline} ${profile.skills.map((s) => s.name).join(' ')} ${profile.bio}`.toLowerCase();
    return search.q
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length > 2)
      .every((w) => hay.includes(w));
  }
  return true;
}

type Candidate = { id: string; user_id: string; q: string; location: string; filters: TSearchFilters };

/** Stores and notifies every saved talent search the person's visible profile fits anew; answers how many. */
export async function matchTalentSearches(db: Db, talentId: string): Promise<number> {
  const profile = await getOwnSkillProfile(db, talentId);
  if (!profile?.visible) return 0;
  const owners = `{${PROJECT_OWNER_TYPES.join(',')}}`;
  const candidates = await rows<Candidate>(
    db,
    sql`SELECT s.id::text AS id, s.user_id, s.q, s.location, s.filters
        FROM saved_searches s JOIN profiles p ON p.id = s.user_id
        WHERE s.type = 'talent' AND s.user_id <> ${talentId} AND p.user_type = ANY(${owners}::text[])
          AND NOT EXISTS (SELECT 1 FROM talent_search_matches m
                          WHERE m.saved_search_id = s.id AND m.talent_id = ${talentId})`,
  );
  const matched = candidates.filter((c) => fitsTalentSearch(c, profile));
  if (matched.length === 0) return 0;
  const countOf = await storeSearchMatches(
    db,
    { matches: sql.raw('talent_search_matches'), column: sql.raw('talent_id') },
    matched.map((m) => m.id),
    talentId,
  );
  await notifyMany(
    db,
    matched
      .filter((m) => countOf.has(m.id))
      .map((m) => ({
        userId: m.user_id,
        kind: 'talent_new' as const,
        subjectKey: `saved-search:${m.id}`,
        title: NOTIFICATION_TEXTS.talentSearchMatch(countOf.get(m.id) ?? 1),
        body: `${profile.username}: ${profile.headline}`,
        link: talentSearchHref(m),
        data: { savedSearchId: m.id, talentId },
      })),
  );
  return countOf.size;
}

/** the saved search as a /talanger address */
export function talentSearchHref(s: TalentSearch): string {
  const params = new URLSearchParams();
  if (s.q) params.set('q', s.q);
  if (s.location) params.set('place', s.location);
  if (s.filters.remote) params.set('remote', 'true');
  if (s.filters.terms) params.set('terms', s.filters.terms);
  if (s.filters.minHours !== undefined) params.set('minHours', String(s.filters.minHours));
  const query = params.toString();
  return query ? `/talanger?${query}` : '/talanger';
}
