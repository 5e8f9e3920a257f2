// The sign dialog (typed name, password, the version's SHA-256 and the honest eIDAS note) and the
// decline dialog (a reason). Both are Radix dialogs: focus moves in, Escape closes.
import { useId, useState } from 'react';
import { toast } from '@client/lib/toast';
import { useAuth } from '@client/lib/auth';
import { PenLine, XCircle } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { ApiError } from '@client/lib/api-client';
import { SIGNATURE_NOTE } from '@shared/deal-texts';
import type { TDeal } from '@shared/schemas/deal.response';
import { useDealAction } from '../api/deal-actions';
import { DEALS_UI as T } from '../texts';

/** A dialog holding one form: trigger, title, fields, the error of the last try, Avbryt and the submit button. */
function ActionDialog({
  trigger,
  title,
  description,
  submitLabel,
  destructive = false,
  pending,
  onSubmit,
  children,
}: {
  trigger: React.ReactNode;
  title: string;
  description?: string;
  submitLabel: string;
  destructive?: boolean;
  pending: boolean;
  /** answers an error message to show, or null when done (the dialog closes) */
  onSubmit: () => Promise<string | null>;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const failure = await onSubmit();
    setError(failure);
    if (!failure) setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form onSubmit={(e) => void submit(e)} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description && <DialogDescription>{description}</DialogDescription>}
          </DialogHeader>
          {children}
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {T.cancel}
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Runs the action; answers the Swedish error message, or null when it succeeded. */
async function attempt(run: () => Promise<unknown>, fallback: string): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (err) {
    return err instanceof ApiError ? err.message : fallback;
  }
}

export function SignDialog({ deal }: { deal: TDeal }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // with two-factor on, a code from the app confirms instead of the password
  const twoFactor = useAuth().user?.two_factor_enabled === true;
  const [useCode, setUseCode] = useState(false);
  const action = useDealAction(deal.id);
  const nameId = useId();
  const passwordId = useId();
  const codeId = useId();
  return (
    <ActionDialog
      trigger={
        <Button type="button">
          <PenLine aria-hidden /> {T.signOpen}
        </Button>
      }
      title={T.signTitle}
      description={T.signDescription(deal.version)}
      submitLabel={`${T.signSubmit} ${deal.version}`}
      pending={action.isPending}
      onSubmit={async () => {
        const failure = await attempt(
          () =>
            action.mutateAsync({
              kind: 'sign',
              json: useCode ? { versionHash: deal.hash, name, code } : { versionHash: deal.hash, name, password },
            }),
          T.signError,
        );
        if (!failure) {
          toast.success(T.signed);
          setPassword('');
          setCode('');
        }
        return failure;
      }}
    >
      <p className="rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/30 dark:text-amber-100">
        {SIGNATURE_NOTE}
      </p>
      <p className="break-all font-mono text-xs text-muted-foreground">
        {T.hash}: {deal.hash}
      </p>
      <div className="space-y-1.5">
        <Label htmlFor={nameId}>{T.signName}</Label>
        <Input id={nameId} value={name} autoComplete="name" required onChange={(e) => setName(e.target.value)} />
      </div>
      {useCode ? (
        <div className="space-y-1.5">
          <Label htmlFor={codeId}>{T.signCode}</Label>
          <Input
            id={codeId}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            required
            onChange={(e) => setCode(e.target.value)}
          />
        </div>
      ) : (
        <div className="space-y-1.5">
          <Label htmlFor={passwordId}>{T.signPassword}</Label>
          <Input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            value={password}
            required
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
      )}
      {twoFactor && (
        <Button type="button" variant="link" className="h-auto p-0" onClick={() => setUseCode((v) => !v)}>
          {useCode ? T.signWithPassword : T.signWithCode}
        </Button>
      )}
    </ActionDialog>
  );
}

export function DeclineDialog({ deal }: { deal: TDeal }) {
  const [reason, setReason] = useState('');
  const action = useDealAction(deal.id);
  const reasonId = useId();
  return (
    <ActionDialog
      trigger={
        <Button type="button" variant="outline">
          <XCircle aria-hidden /> {T.declineOpen}
        </Button>
      }
      title={T.declineTitle}
      submitLabel={T.declineSubmit}
      destructive
      pending={action.isPending}
      onSubmit={async () => {
        const failure = await attempt(() => action.mutateAsync({ kind: 'decline', json: { reason } }), T.actionError);
        if (!failure) toast.success(T.declined);
        return failure;
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor={reasonId}>{T.declineReason}</Label>
        <Textarea id={reasonId} value={reason} required maxLength={1000} onChange={(e) => setReason(e.target.value)} />
      </div>
    </ActionDialog>
  );
}
