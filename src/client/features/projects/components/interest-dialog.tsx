// 'Jag är intresserad' on a role: a dialog with a short message; on success it says the conversation with
// the organisation is open and links to it. The server's Swedish error stays in the dialog, the text too.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from '@client/lib/router';
import { Button } from '@client/components/ui/button';
import { FormDialog } from '@client/components/form-dialog';
import { FormFieldItem } from '@client/components/ui/form';
import { Textarea } from '@client/components/ui/textarea';
import { paths } from '@client/config/paths';
import { TALENT_TEXTS } from '@shared/talent-texts';
import type { TProject, TProjectRole } from '@shared/schemas/talent.response';
import { useExpressInterest } from '../api/projects';
import { PROJECT_UI as T } from '../texts';

export function InterestDialog({ project, role }: { project: TProject; role: TProjectRole }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const express = useExpressInterest(project.id);
  const form = useForm({ defaultValues: { message: '' } });
  const message = useWatch({ control: form.control, name: 'message' });
  const submit = form.handleSubmit(({ message }) => {
    if (message.trim().length === 0) return;
    express.mutate(
      { roleId: role.id, message: message.trim() },
      {
        onSuccess: () => setSent(true),
        // the server's answer stays in the dialog, under the text
        onError: (error) => form.setError('message', { message: error.message }),
      },
    );
  });

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
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" aria-label={`${TALENT_TEXTS.interestButton}: ${role.title}`}>
          {TALENT_TEXTS.interestButton}
        </Button>
      }
      title={T.interestDialogTitle(role.title)}
      description={T.interestDialogText}
      form={form}
      onSubmit={submit}
      cancelLabel={T.cancel}
      submitLabel={express.isPending ? T.interestSending : T.interestSend}
      submitDisabled={express.isPending || message.trim().length === 0}
    >
      <FormFieldItem
        control={form.control}
        name="message"
        label={T.interestMessage}
        alert
        render={(field) => <Textarea rows={4} maxLength={500} required {...field} />}
      />
    </FormDialog>
  );
}
