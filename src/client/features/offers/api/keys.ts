// Query keys of the offers feature: everything under ['offers'] so one invalidation refreshes every list.
import type { OfferType, SortOrder } from '@shared/constants';

export type OfferListFilters = {
  type: OfferType;
  q: string;
  tags: string[];
  /** null: the default order (newest; by relevance while searching) */
  sort: SortOrder | null;
  location?: string;
  /** Premium: several places, comma-separated */
  places?: string;
  budget_min?: string;
  budget_max?: string;
  /** the owner's declared audience: at least this reach, in this county */
  min_reach?: string;
  region?: string;
};

export const offerKeys = {
  all: ['offers'] as const,
  lists: () => ['offers', 'list'] as const,
  list: (f: OfferListFilters) => ['offers', 'list', f] as const,
  tags: (type: OfferType) => ['offers', 'tags', type] as const,
  detail: (id: string) => ['offers', 'detail', id] as const,
  mine: () => ['offers', 'mine'] as const,
  favorites: () => ['offers', 'favorites'] as const,
};
