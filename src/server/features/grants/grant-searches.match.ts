// A newly published grant programme against the saved catalogue searches (issue 24 §2), as a new offer is
// against the explore searches (notifications/saved-searches.match.ts): SQL keeps the searches of type
// 'grant' whose areas, region, applicant type, amount, 'Öppen nu' and 'inom 30 dagar' fit the programme on
// the day it is published, the catalogue's Swedish search tests their texts, and each match is stored once
// (grant_search_matches) and notifies the search's owner (kind grant_new, daily digest by default).
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { rows } from '@server/db/raw.js';
import { notifyMany } from '@server/features/notifications/notify.js';
import { textMatches } from '@server/features/notifications/saved-searches.match.js';
import { WHOLE_SWEDEN } from '@shared/grant-texts.js';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts.js';
import { isOpenSql, nextDeadlineSql } from './grants.service.js';

type Candidate = { id: string; user_id: string; q: string };

/** Stores and notifies every saved catalogue search the programme matches; answers how many matched anew. */
export async function matchGrantSearches(db: Db, grantId: number, today: string): Promise<number> {
  const f = (key: string) => sql`(s.filters->>${key})`;
  const candidates = await rows<Candidate>(
    db,
    sql`SELECT s.id::text AS id, s.user_id, s.q FROM saved_searches s JOIN grant_programmes g ON g.id = ${grantId}
        WHERE g.is_approved AND s.type = 'grant' AND s.user_id IS DISTINCT FROM g.user_id
          AND (cardinality(s.tags) = 0 OR s.tags && g.areas)
          AND (s.location = '' OR s.location = ANY(g.regions) OR ${WHOLE_SWEDEN} = ANY(g.regions))
          AND (${f('applicant')} IS NULL OR ${f('applicant')} = ANY(g.applicant_types))
          AND (${f('amount')} IS NULL OR ((g.amount_min IS NULL OR g.amount_min <= ${f('amount')}::bigint)
               AND (g.amount_max IS NULL OR g.amount_max >= ${f('amount')}::bigint)))
          AND (coalesce(${f('open')}::boolean, false) = false OR ${isOpenSql(today)})
          AND (coalesce(${f('soon')}::boolean, false) = false
               OR ${nextDeadlineSql(today)} BETWEEN ${today}::date AND ${today}::date + 30)
          AND NOT EXISTS (SELECT 1 FROM grant_search_matches m WHERE m.saved_search_id = s.id AND m.grant_id = g.id)`,
  );
  if (candidates.length === 0) return 0;
  const matched = await textMatches(
    db,
    candidates,
    sql`grant_programmes g JOIN LATERAL (SELECT g.search_terms) AS o(search_terms) ON true WHERE g.id = ${grantId}`,
  );
  if (matched.length === 0) return 0;
  const inserted = await rows<{ id: string; n: number }>(
    db,
    sql`WITH fresh AS (
          INSERT INTO grant_search_matches (saved_search_id, grant_id)
          SELECT unnest(${`{${matched.map((m) => Number(m.id)).join(',')}}`}::bigint[]), ${grantId}
          ON CONFLICT DO NOTHING RETURNING saved_search_id)
        SELECT s.id::text AS id, 1 + (SELECT count(*)::int FROM grant_search_matches m
            WHERE m.saved_search_id = s.id AND m.created_at > s.seen_at) AS n
        FROM saved_searches s JOIN fresh ON fresh.saved_search_id = s.id`,
  );
  const countOf = new Map(inserted.map((r) => [r.id, Number(r.n)]));
  const [grant] = await rows<{ name: string; organization: string }>(
    db,
    sql`SELECT name, organization FROM grant_programmes WHERE id = ${grantId}`,
  );
  await notifyMany(
    db,
    matched
      .filter((c) => countOf.has(c.id))
      .map((m) => ({
        userId: m.user_id,
        kind: 'grant_new' as const,
        subjectKey: `saved-search:${m.id}`,
        title: NOTIFICATION_TEXTS.grantSearchMatch(countOf.get(m.id) ?? 1),
        body: grant ? `${grant.name} (${grant.organization})` : '',
        link: `/stiftelser/${grantId}`,
        data: { savedSearchId: m.id, grantId: String(grantId) },
      })),
  );
  return countOf.size;
}
