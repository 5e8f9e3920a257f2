// One offer on the admin dashboard: type, title, organisation, owner, created date, description preview.
import { toast } from '@client/lib/toast';
import { Check } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@client/components/ui/card';
import { ApiError } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import { userTypeLabel } from '@shared/constants';
import { ADMIN_TEXTS as T } from '@shared/moderation-texts';
import type { AdminOfferDto } from '@client/features/admin/api/get-admin-offers';
import { useApproveOffer } from '@client/features/admin/api/approve-offer';
import { DeleteOfferDialog } from './delete-offer-dialog';

export function AdminOfferCard({ offer, onOpen }: { offer: AdminOfferDto; onOpen: (id: string) => void }) {
  const approve = useApproveOffer();

  const onApprove = async () => {
    try {
      await approve.mutateAsync(offer.id);
      toast.success(T.approved);
    } catch (error) {
      toast.error(T.approveError, { description: error instanceof ApiError ? error.message : undefined });
    }
  };

  return (
    <Card className="h-full gap-4" data-testid="admin-offer" aria-label={offer.title}>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{userTypeLabel(offer.type)}</Badge>
          {!offer.is_approved && <Badge variant="warning">{T.tabPending}</Badge>}
        </div>
        <CardTitle className="line-clamp-2 text-lg">{offer.title}</CardTitle>
        <p className="text-sm font-medium text-muted-foreground">{offer.organization}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-muted-foreground">
          <dt>{T.owner}</dt>
          <dd>{offer.username ? `@${offer.username}` : T.unknownOwner}</dd>
          <dt>{T.created}</dt>
          <dd>
            <time dateTime={offer.created_at}>{formatDate(offer.created_at)}</time>
          </dd>
        </dl>
        <p className="break-words">{offer.description}</p>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {!offer.is_approved && (
          <Button
            type="button"
            size="sm"
            onClick={onApprove}
            disabled={approve.isPending}
            aria-label={`${T.approve}: ${offer.title}`}
          >
            <Check aria-hidden /> {T.approve}
          </Button>
        )}
        <DeleteOfferDialog offerId={offer.id} offerTitle={offer.title} withReason />
        <Button type="button" size="sm" variant="outline" onClick={() => onOpen(offer.id)}>
          {T.details}
        </Button>
      </CardFooter>
    </Card>
  );
}
