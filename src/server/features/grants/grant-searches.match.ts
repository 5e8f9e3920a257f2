// A newly published grant programme against the saved catalogue searches (issue 24 §2), as a new offer is
// against the explore searches (notifications/saved-searches.match.ts): SQL keeps the searches of type
// 'grant' whose areas, region, applicant type, amount, 'Öppen nu' and 'inom 30 dagar' fit the programme on
// the day it is published, the catalogue's Swedish search tests their texts, and each match is stored once
// (grant_search_matches) and notifies the search's owner (kind grant_new, daily digest by default).
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { rows } from '@server/db/raw.js';
import { notifyMany } from '@server/features/notifications/notify.js';
import { matchCatalogueItem } from '@server/features/notifications/saved-searches.match.js';
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
  const fresh = await matchCatalogueItem(db, 'grant', grantId, candidates);
  if (fresh.length === 0) return 0;
  const [grant] = await rows<{ name: string; organization: string }>(
    db,
    sql`SELECT name, organization FROM grant_programmes WHERE id = ${grantId}`,
  );
  await notifyMany(
    db,
    fresh.map(({ search: m, count }) => ({
      userId: m.user_id,
      kind: 'grant_new' as const,
      subjectKey: `saved-search:${m.id}`,
      title: NOTIFICATION_TEXTS.grantSearchMatch(count),
      body: grant ? `${grant.name} (${grant.organization})` : '',
      link: `/stiftelser/${grantId}`,
      data: { savedSearchId: m.id, grantId: String(grantId) },
    })),
  );
  return fresh.length;
}
