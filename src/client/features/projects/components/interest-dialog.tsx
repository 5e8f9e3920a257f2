// 'Jag är intresserad' on a role: a dialog with a short message; on success it says the conversation with
// the organisation is open and links to it. The server's Swedish error stays in the dialog, the text too.
import { useId, useState } from 'react';
import { Link } from 'react-router';
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
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { paths } from '@client/config/paths';
import { TALENT_TEXTS } from '@shared/talent-texts';
import type { TProject, TProjectRole } from '@shared/schemas/talent.response';
import { useExpressInterest } from '../api/projects';
import { PROJECT_UI as T } from '../texts';

export function InterestDialog({ project, role }: { project: TProject; role: TProjectRole }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);
  const express = useExpressInterest(project.id);
  const id = useId();
  const submit = () => {
    if (message.trim().length === 0) return;
    express.mutate({ roleId: role.id, message: message.trim() }, { onSuccess: () => setSent(true) });
  };
  const error = message.trim().length === 0 && express.isIdle ? null : express.error?.message;

  if (sent)
    return (
      <p role="status" className="rounded-md border border-green-600/40 bg-green-50 p-3 text-sm dark:bg-green-950">
        {T.interestSent}{' '}
        <Link className="font-medium underline" to={paths.chatWith.getHref(project.userId)}>
          {T.openChat}
        </Link>
      </p>
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" aria-label={`${TALENT_TEXTS.interestButton}: ${role.title}`}>
          {TALENT_TEXTS.interestButton}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <DialogHeader>
            <DialogTitle>{T.interestDialogTitle(role.title)}</DialogTitle>
            <DialogDescription>{T.interestDialogText}</DialogDescription>
          </DialogHeader>
          <div className="space-y-1">
            <Label htmlFor={`${id}-message`}>{T.interestMessage}</Label>
            <Textarea
              id={`${id}-message`}
              rows={4}
              maxLength={500}
              required
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {T.cancel}
            </Button>
            <Button type="submit" disabled={express.isPending || message.trim().length === 0}>
              {express.isPending ? T.interestSending : T.interestSend}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
