// A newly approved project against the saved /projekt searches (issue 25 §3), as a grant programme is
// against the catalogue's (grants/grant-searches.match.ts): the searches of type 'project' not yet told
// about it are kept when one role fits all their filters (skill group, remote, volunteer/paid, hours) and the
// place fits as the list filters it (same county or the place named); the list's Swedish search tests their
// texts; each match is stored once (project_search_matches) and notifies the saver (kind project_new, daily
// digest by default).
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { rows } from '@server/db/raw.js';
import { notifyMany } from '@server/features/notifications/notify.js';
import { matchCatalogueItem } from '@server/features/notifications/saved-searches.match.js';
import { SKILL_GROUPS } from '@shared/skills.js';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts.js';
import type { TGrantSearchFilters } from '@shared/schemas/notifications.js';
import type { TProject } from '@shared/schemas/talent.response.js';
import { countyOf } from './profile.service.js';
import { loadProjects } from './projects.service.js';

type Candidate = { id: string; user_id: string; q: string; location: string; filters: TGrantSearchFilters };

/** whether the project fits the search's place and has one role fitting all its filters (not its text) */
export function fitsProjectSearch(project: TProject, s: Pick<Candidate, 'location' | 'filters'>): boolean {
  const place = s.location.trim();
  if (place) {
    const county = countyOf(place);
    const named = project.place.toLocaleLowerCase('sv-SE').includes(place.toLocaleLowerCase('sv-SE'));
    if (!named && !(county && project.county === county)) return false;
  }
  const f = s.filters;
  const groupIds = f.group ? new Set(SKILL_GROUPS.find((g) => g.id === f.group)?.skills.map((k) => k.id)) : null;
  return project.roles.some(
    (r) =>
      (!groupIds || r.skills.some((k) => k.skillId !== null && groupIds.has(k.skillId))) &&
      (f.remote === undefined || r.remote === f.remote) &&
      (f.terms === undefined || r.paid === (f.terms === 'paid')) &&
      (f.maxHours === undefined || r.hoursPerWeek <= f.maxHours),
  );
}

/** Stores and notifies every saved /projekt search the approved project matches; answers how many anew. */
export async function matchProjectSearches(db: Db, projectId: number): Promise<number> {
  const [project] = await loadProjects(db, [projectId]);
  if (!project?.isApproved) return 0;
  const candidates = (
    await rows<Candidate>(
      db,
      sql`SELECT s.id::text AS id, s.user_id, s.q, s.location, s.filters FROM saved_searches s
          WHERE s.type = 'project' AND s.user_id IS DISTINCT FROM ${project.userId}
            AND NOT EXISTS (SELECT 1 FROM project_search_matches m
                            WHERE m.saved_search_id = s.id AND m.project_id = ${projectId})`,
    )
  ).filter((c) => fitsProjectSearch(project, c));
  const fresh = await matchCatalogueItem(db, 'project', projectId, candidates);
  if (fresh.length === 0) return 0;
  await notifyMany(
    db,
    fresh.map(({ search: m, count }) => ({
      userId: m.user_id,
      kind: 'project_new' as const,
      subjectKey: `saved-search:${m.id}`,
      title: NOTIFICATION_TEXTS.projectSearchMatch(count),
      body: `${project.title} (${project.organization})`,
      link: `/projekt/${projectId}`,
      data: { savedSearchId: m.id, projectId: String(projectId) },
    })),
  );
  return fresh.length;
}
