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

/** A complete, valid body for POST /api/offers of the type (with the influencer fields where they are required). */
export const validOfferBody = (type: OfferType, overrides: Record<string, unknown> = {}) => ({
  type,
  title: 'Sponsor sökes till vårt lag',
  organization: 'IK Exempel',
  location: 'Malmö',
  budget: '10 000 - 20 000 kr',
  timeframe: 'Hösten 2027',
  description: 'Vi är en ideell förening som söker en långsiktig partner för vår verksamhet.',
  tags: ['idrott'],
  phone: '040-123 45',
  contact_info: 'kontakt@exempel.se',
  ...(type === 'influencer' ? { target_audience: 'Unga vuxna', expected_views: '50 000 per månad' } : {}),
  ...overrides,
});
