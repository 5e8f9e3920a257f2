// One of the owner's offers on /my-pages: Redigera, and 'Ta bort' behind a confirmation (spec §2 My pages).
import { Pencil } from 'lucide-react';
import { Link } from '@client/lib/router';
import { toast } from '@client/lib/toast';
import { DeleteWithConfirm } from '@client/components/delete-with-confirm';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@client/components/ui/card';
import { paths } from '@client/config/paths';
import type { TOffer } from '@shared/schemas/offer';
import { useDeleteOffer } from '@client/features/offers/api/delete-offer';
import { OFFER_UI } from '@client/features/offers/texts';
import { PendingBanner } from './pending-banner';
import { TagList } from './tag-list';

const T = OFFER_UI.myPages;

/** The spec's own wording: 'Företag' for business offers, otherwise 'Förening'. */
const myTypeLabel = (type: string) => (type === 'business' ? 'Företag' : 'Förening');

export function MyOfferCard({
  offer,
  onRemoveLocal,
  extra,
}: {
  offer: TOffer;
  onRemoveLocal?: () => void;
  /** shown above the buttons (the route gives the statistics figure) */
  extra?: React.ReactNode;
}) {
  const remove = useDeleteOffer();
  const isLocal = offer.id.startsWith('local-');

  const confirm = (close: () => void) => {
    if (isLocal) {
      onRemoveLocal?.();
      close();
      toast.success(OFFER_UI.toasts.deleted, { description: OFFER_UI.toasts.deletedText });
      return;
    }
    remove.mutate(offer.id, {
      onSuccess: () => {
        close();
        toast.success(OFFER_UI.toasts.deleted, { description: OFFER_UI.toasts.deletedText });
      },
      onError: (error) => toast.error(OFFER_UI.toasts.deleteError, { description: error.message }),
    });
  };

  return (
    <Card
      className="flex h-full flex-col [overflow-wrap:anywhere]"
      data-testid="my-offer-card"
      aria-label={offer.title}
    >
      <CardHeader className="gap-2">
        {!offer.is_approved && !isLocal && <PendingBanner />}
        {offer.is_approved && offer.pending_edit && <PendingBanner edit compact />}
        <Badge variant="secondary">{myTypeLabel(offer.type)}</Badge>
        <CardTitle className="line-clamp-2 text-lg leading-snug">{offer.title}</CardTitle>
        <p className="text-sm font-medium text-muted-foreground">{offer.organization}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <p className="line-clamp-3 text-sm">{offer.description}</p>
        <TagList tags={offer.tags} label="Taggar" />
        {extra && <div className="mt-auto border-t pt-3">{extra}</div>}
      </CardContent>
      <CardFooter className="gap-2">
        {!isLocal && (
          <Button asChild variant="outline" size="sm">
            <Link to={paths.editOffer.getHref(offer.id)}>
              <Pencil aria-hidden />
              {T.edit}
            </Link>
          </Button>
        )}
        <DeleteWithConfirm
          label={T.delete}
          pendingLabel={T.deleting}
          title={T.confirmTitle}
          description={T.confirmText(offer.title)}
          cancelLabel={T.cancel}
          pending={remove.isPending}
          variant="ghost"
          size="sm"
          onConfirm={confirm}
        />
      </CardFooter>
    </Card>
  );
}
