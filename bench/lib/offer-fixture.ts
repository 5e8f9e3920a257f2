// One offer of a bench corpus (bench/data/offers.json, bench/search-eval/corpus.json) and its INSERT parameters.
import type { OfferType } from '@shared/constants.js';

export interface OfferFixture {
  key: string;
  type: OfferType;
  title: string;
  organization: string;
  location: string | null;
  budget: string | null;
  timeframe: string | null;
  description: string;
  tags: string[];
  targetAudience: string | null;
  expectedViews: string | null;
  daysAgo: number;
}

/** The 11 values for `(type, title, organization, location, budget, timeframe, description, tags,
 *  target_audience, expected_views, <days ago>)`, in that order. */
export const offerFixtureParams = (o: OfferFixture): unknown[] => [
  o.type,
  o.title,
  o.organization,
  o.location,
  o.budget,
  o.timeframe,
  o.description,
  o.tags,
  o.targetAudience,
  o.expectedViews,
  o.daysAgo,
];
