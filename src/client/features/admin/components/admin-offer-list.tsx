// The offers of one state as a grid, with 'Visa fler' for the next page.
import { useEffect } from 'react';
import { toast } from '@client/lib/toast';
import { ShowMore } from '@client/components/show-more';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiError } from '@client/lib/api-client';
import { ADMIN_TEXTS as T } from '@shared/moderation-texts';
import type { AdminOfferState } from '@shared/schemas/moderation';
import { useAdminOffers } from '@client/features/admin/api/get-admin-offers';
import { AdminOfferCard } from './admin-offer-card';

export function AdminOfferList({ state, onOpenOffer }: { state: AdminOfferState; onOpenOffer: (id: string) => void }) {
  const query = useAdminOffers(state);

  useEffect(() => {
    if (query.error) {
      toast.error(T.fetchError, { description: query.error instanceof ApiError ? query.error.message : undefined });
    }
  }, [query.error]);

  if (query.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label={T.loading}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-56" />
        ))}
      </div>
    );
  }
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  if (query.isError && items.length === 0) {
    return <p className="text-destructive">{T.fetchError}</p>;
  }
  if (items.length === 0) {
    return <p className="py-8 text-center text-muted-foreground">{state === 'pending' ? T.noPending : T.noApproved}</p>;
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {T.totalCount(total)}
      </p>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {items.map((offer) => (
          <li key={offer.id}>
            <AdminOfferCard offer={offer} onOpen={onOpenOffer} />
          </li>
        ))}
      </ul>
      <ShowMore list={query} label={T.showMore} loadingLabel={T.loading} centered />
    </div>
  );
}
