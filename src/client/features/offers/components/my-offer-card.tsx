// One of the owner's offers on /my-pages: Redigera, and 'Ta bort' behind a confirmation (spec §2 My pages).
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@client/components/ui/alert-dialog';
import { Badge } from '@client/components/ui/badge';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@client/components/ui/card';
import { paths } from '@client/config/paths';
import type { TOffer } from '@shared/schemas/offer';
import { useDeleteOffer } from '@client/features/offers/api/delete-offer';
import { OFFER_UI } from '@client/features/offers/texts';
import { PendingBanner } from './pending-banner';

const T = OFFER_UI.myPages;

/** The spec's own wording: 'Företag' for business offers, otherwise 'Förening'. */
const myTypeLabel = (type: string) => (type === 'business' ? 'Företag' : 'Förening');

export function MyOfferCard({ offer, onRemoveLocal }: { offer: TOffer; onRemoveLocal?: () => void }) {
  const remove = useDeleteOffer();
  const [open, setOpen] = useState(false);
  const isLocal = offer.id.startsWith('local-');

  const confirm = () => {
    if (isLocal) {
      onRemoveLocal?.();
      setOpen(false);
      toast.success(OFFER_UI.toasts.deleted, { description: OFFER_UI.toasts.deletedText });
      return;
    }
    remove.mutate(offer.id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(OFFER_UI.toasts.deleted, { description: OFFER_UI.toasts.deletedText });
      },
      onError: (error) => toast.error(OFFER_UI.toasts.deleteError, { description: error.message }),
    });
  };

  return (
    <Card className="flex h-full flex-col" data-testid="my-offer-card" aria-label={offer.title}>
      <CardHeader className="gap-2">
        {!offer.is_approved && !isLocal && <PendingBanner />}
        <Badge variant="secondary">{myTypeLabel(offer.type)}</Badge>
        <CardTitle className="line-clamp-2 text-lg leading-snug">{offer.title}</CardTitle>
        <p className="text-sm font-medium text-muted-foreground">{offer.organization}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <p className="line-clamp-3 text-sm">{offer.description}</p>
        {offer.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Taggar">
            {offer.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
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
        <AlertDialog open={open} onOpenChange={setOpen}>
          <AlertDialogTrigger asChild>
            <Button type="button" variant="ghost" size="sm" className="text-destructive hover:text-destructive">
              <Trash2 aria-hidden />
              {T.delete}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{T.confirmTitle}</AlertDialogTitle>
              <AlertDialogDescription>{T.confirmText(offer.title)}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{T.cancel}</AlertDialogCancel>
              <AlertDialogAction
                className={buttonVariants({ variant: 'destructive' })}
                disabled={remove.isPending}
                onClick={(e) => {
                  // keep the dialog open until the server answered
                  e.preventDefault();
                  confirm();
                }}
              >
                {remove.isPending ? T.deleting : T.delete}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardFooter>
    </Card>
  );
}
