// 'Ta bort' with a confirmation; the optional reason is kept as a notice for the owner.
import { useId, useState } from 'react';
import { toast } from '@client/lib/toast';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { LabelledControl } from '@client/components/labelled-control';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Textarea } from '@client/components/ui/textarea';
import { ApiError } from '@client/lib/api-client';
import { ADMIN_TEXTS as T } from '@shared/moderation-texts';
import { REJECTION_REASON_MAX } from '@shared/schemas/moderation';
import { useDeleteOffer } from '@client/features/admin/api/delete-offer';

export function DeleteOfferDialog({
  offerId,
  offerTitle,
  withReason,
}: {
  offerId: string;
  offerTitle: string;
  withReason: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const remove = useDeleteOffer();
  const reasonId = useId();

  const confirm = async () => {
    try {
      await remove.mutateAsync({ id: offerId, reason: withReason ? reason : undefined });
      toast.success(T.deleted);
      setOpen(false);
      setReason('');
    } catch (error) {
      toast.error(T.deleteError, { description: error instanceof ApiError ? error.message : undefined });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !remove.isPending && setOpen(next)}
      trigger={
        <Button type="button" variant="destructive" size="sm" aria-label={`${T.remove}: ${offerTitle}`}>
          <Trash2 aria-hidden /> {T.remove}
        </Button>
      }
      title={T.confirmTitle}
      description={
        <>
          <strong className="font-medium text-foreground">{offerTitle}</strong> – {T.confirmText}
        </>
      }
      cancelLabel={T.cancel}
      cancelDisabled={remove.isPending}
      confirmLabel={T.confirmDelete}
      confirmClassName={buttonVariants({ variant: 'destructive' })}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
    >
      {withReason && (
        <LabelledControl id={reasonId} label={T.reasonLabel} hint={T.reasonHint}>
          <Textarea
            rows={3}
            maxLength={REJECTION_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </LabelledControl>
      )}
    </ConfirmDialog>
  );
}
