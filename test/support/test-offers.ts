// Test helper: inserts offers straight into the database, approved unless told otherwise.
import type { Database } from '@server/db/client.js';
import type { OfferType } from '@shared/constants.js';

export interface TestOffer {
  type: OfferType;
  title: string;
  organization?: string;
  description?: string;
  location?: string | null;
  budget?: string | null;
  tags?: string[];
  isApproved?: boolean;
  userId?: string | null;
  daysAgo?: number;
}

export async function insertOffer(database: Database, o: TestOffer): Promise<string> {
  const rows = await database.query<{ id: string | number }>(
    `INSERT INTO offers (type, title, organization, description, location, budget, tags, is_approved, user_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() - make_interval(days => $10::int)) RETURNING id`,
    [
      o.type,
      o.title,
      o.organization ?? 'Testorganisation AB',
      o.description ?? 'En beskrivning av erbjudandet som är tillräckligt lång.',
      o.location ?? null,
      o.budget ?? null,
      o.tags ?? [],
      o.isApproved ?? true,
      o.userId ?? null,
      o.daysAgo ?? 30,
    ],
  );
  return String(rows[0].id);
}
