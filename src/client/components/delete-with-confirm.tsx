// 'Ta bort …' behind a confirmation: the red trigger button, the dialog and its destructive action. The
// caller deletes in onConfirm and closes the dialog when the server has answered.
import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { toast } from '@client/lib/toast';
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

/** the texts of a DeleteById: the button, its pending form, the confirmation and the toast after */
export interface DeleteTexts {
  delete: string;
  deleting: string;
  confirmTitle: string;
  confirmText: (name: string) => string;
  cancel: string;
  deleted: string;
}

/** Deletes one thing by its id through the given mutation, then says so and calls onDeleted. */
export function DeleteById({
  id,
  name,
  texts: T,
  mutation,
  onDeleted,
  label = T.delete,
  size,
}: {
  id: string;
  /** what the confirmation names */
  name: string;
  texts: DeleteTexts;
  mutation: Pick<UseMutationResult<unknown, Error, string>, 'mutate' | 'isPending'>;
  onDeleted: () => void;
  label?: string;
  size?: 'default' | 'sm';
}) {
  return (
    <DeleteWithConfirm
      label={label}
      confirmLabel={T.delete}
      pendingLabel={T.deleting}
      title={T.confirmTitle}
      description={T.confirmText(name)}
      cancelLabel={T.cancel}
      pending={mutation.isPending}
      size={size}
      onConfirm={(close) =>
        mutation.mutate(id, {
          onSuccess: () => {
            close();
            toast.success(T.deleted);
            onDeleted();
          },
          onError: (error) => toast.error(error.message),
        })
      }
    />
  );
}
