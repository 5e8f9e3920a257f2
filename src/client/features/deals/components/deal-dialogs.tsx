// The sign dialog (typed name, password, the version's SHA-256 and the honest eIDAS note) and the
// decline dialog (a reason). Both are Radix dialogs: focus moves in, Escape closes.
import { useId, useState } from 'react';
import { toast } from 'sonner';
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

export function SignDialog({ deal }: { deal: TDeal }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const action = useDealAction(deal.id);
  const nameId = useId();
  const passwordId = useId();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      await action.mutateAsync({ kind: 'sign', json: { versionHash: deal.hash, name, password } });
      toast.success(T.signed);
      setOpen(false);
      setPassword('');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : T.signError);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button">
          <PenLine aria-hidden /> {T.signOpen}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={(e) => void submit(e)} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{T.signTitle}</DialogTitle>
            <DialogDescription>{T.signDescription(deal.version)}</DialogDescription>
          </DialogHeader>
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
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {T.cancel}
            </Button>
            <Button type="submit" disabled={action.isPending}>
              {T.signSubmit} {deal.version}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function DeclineDialog({ deal }: { deal: TDeal }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const action = useDealAction(deal.id);
  const reasonId = useId();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      await action.mutateAsync({ kind: 'decline', json: { reason } });
      toast.success(T.declined);
      setOpen(false);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : T.actionError);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <XCircle aria-hidden /> {T.declineOpen}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={(e) => void submit(e)} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{T.declineTitle}</DialogTitle>
          </DialogHeader>
          <div className="space-y-1.5">
            <Label htmlFor={reasonId}>{T.declineReason}</Label>
            <Textarea
              id={reasonId}
              value={reason}
              required
              maxLength={1000}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {T.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={action.isPending}>
              {T.declineSubmit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
