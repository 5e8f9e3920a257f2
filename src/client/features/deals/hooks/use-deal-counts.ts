// The dashboard's 'Pågående avtal' (signed or under way) and 'Avslutade samarbeten' (completed), from the deal list.
import { useDeals } from '../api/get-deals';

export function useDealCounts(opts: { enabled?: boolean } = {}) {
  const deals = useDeals(opts).data ?? [];
  return {
    ongoing: deals.filter((d) => d.status === 'signed' || d.status === 'active').length,
    completed: deals.filter((d) => d.status === 'completed').length,
  };
}
