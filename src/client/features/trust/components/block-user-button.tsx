// 'Blockera' with a confirmation (chat header, profile page); once blocked, 'Avblockera' lifts it.
import { useState } from 'react';
import { toast } from '@client/lib/toast';
import { Ban } from 'lucide-react';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button, buttonVariants } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api-client';
import { TRUST_TEXTS } from '@shared/trust-texts';
import { useBlockUser } from '@client/features/trust/api/block-user';
import { useBlocks } from '@client/features/trust/api/get-blocks';
import { useUnblockUser } from '@client/features/trust/api/unblock-user';

const T = TRUST_TEXTS.blocks;

export function BlockUserButton({
  userId,
  name,
  onBlocked,
}: {
  userId: string;
  name: string;
  /** after a block (the chat leaves the conversation, which is now hidden) */
  onBlocked?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const blocks = useBlocks();
  const block = useBlockUser();
  const unblock = useUnblockUser();
  const isBlocked = blocks.data?.some((b) => b.id === userId) ?? false;
  const describeError = (error: unknown) => (error instanceof ApiError ? error.message : undefined);

  if (isBlocked) {
    return (
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={unblock.isPending}
        aria-label={T.unblockLabel(name)}
        onClick={() =>
          unblock.mutate(userId, {
            onSuccess: () => toast.success(T.unblocked(name)),
            onError: (e) => toast.error(T.unblockError, { description: describeError(e) }),
          })
        }
      >
        <Ban aria-hidden /> {T.unblock}
      </Button>
    );
  }

  const confirm = () =>
    block.mutate(userId, {
      onSuccess: () => {
        toast.success(T.blocked(name));
        setOpen(false);
        onBlocked?.();
      },
      onError: (e) => toast.error(T.error, { description: describeError(e) }),
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !block.isPending && setOpen(next)}
      trigger={
        <Button type="button" variant="outline" size="sm" disabled={blocks.isPending}>
          <Ban aria-hidden /> {T.block}
        </Button>
      }
      title={T.confirmTitle(name)}
      description={T.confirmText}
      cancelLabel={T.cancel}
      confirmLabel={T.confirm}
      confirmClassName={buttonVariants({ variant: 'destructive' })}
      pending={block.isPending}
      cancelDisabled={block.isPending}
      onConfirm={confirm}
    />
  );
}
