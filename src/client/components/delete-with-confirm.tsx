// 'Ta bort …' behind a confirmation: the red trigger button, the dialog and its destructive action. The
// caller deletes in onConfirm and closes the dialog when the server has answered.
import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button, buttonVariants } from '@client/components/ui/button';

export function DeleteWithConfirm({
  label,
  confirmLabel = label,
  pendingLabel,
  title,
  description,
  cancelLabel,
  pending,
  onConfirm,
  variant = 'outline',
  size = 'default',
}: {
  /** the trigger's text */
  label: string;
  /** the dialog's action (the trigger's text unless given) */
  confirmLabel?: string;
  /** the action's text while the server works */
  pendingLabel: string;
  title: string;
  description: string;
  cancelLabel: string;
  pending: boolean;
  /** delete, then call close() when it succeeded */
  onConfirm: (close: () => void) => void;
  variant?: 'outline' | 'ghost';
  size?: 'default' | 'sm';
}) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant={variant} size={size} className="text-destructive hover:text-destructive">
          <Trash2 aria-hidden /> {label}
        </Button>
      }
      title={title}
      description={description}
      cancelLabel={cancelLabel}
      confirmLabel={pending ? pendingLabel : confirmLabel}
      confirmClassName={buttonVariants({ variant: 'destructive' })}
      pending={pending}
      onConfirm={() => onConfirm(() => setOpen(false))}
    />
  );
}
