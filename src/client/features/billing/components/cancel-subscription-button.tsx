// 'Avsluta prenumeration' with a confirmation: Premium then ends at the period end.
import { useState } from 'react';
import { toast } from '@client/lib/toast';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import { BILLING_TEXTS } from '@shared/billing-texts';
import { useCancelSubscription } from '@client/features/billing/api/cancel-subscription';

export function CancelSubscriptionButton({ periodEnd }: { periodEnd: string | null }) {
  const cancel = useCancelSubscription();
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    try {
      await cancel.mutateAsync();
      toast.success(BILLING_TEXTS.canceledSuccess);
    } catch (error) {
      toast.error(BILLING_TEXTS.errorTitle, {
        description:
          error instanceof ApiError && error.status !== 0 ? error.message : BILLING_TEXTS.errors.cancelFailed,
      });
    } finally {
      setOpen(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="outline">Avsluta prenumeration</Button>}
      title="Avsluta Premium?"
      description={
        <>
          Du behåller Premium {periodEnd ? `till och med ${formatDate(periodEnd)}` : 'perioden ut'}. Därefter går kontot
          över till Basic.
        </>
      }
      cancelLabel="Behåll Premium"
      confirmLabel={cancel.isPending ? 'Avslutar...' : 'Avsluta prenumeration'}
      pending={cancel.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
