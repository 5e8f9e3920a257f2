// Settings › E-post: the current address and a new one; the change is made by the link sent to the new address.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Form } from '@client/components/ui/form';
import { ApiError } from '@client/lib/api-client';
import { ACCOUNT_TEXTS } from '@shared/account-texts';
import { ZChangeEmailForm, type TChangeEmailForm } from '@shared/schemas/recovery';
import { useChangeEmail } from '../../api/account-changes';
import { AccountField } from '../account-field';
import { SettingsSection } from './settings-section';

export function EmailSection({ email, verified }: { email: string; verified: boolean }) {
  const form = useForm<TChangeEmailForm>({
    resolver: zodResolver(ZChangeEmailForm),
    defaultValues: { newEmail: '' },
    mode: 'onTouched',
  });
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ newEmail }) => {
    if (newEmail.trim().toLowerCase() === email.toLowerCase()) {
      form.setError('newEmail', { message: ACCOUNT_TEXTS.email.same });
      return;
    }
    try {
      await change.mutateAsync(newEmail);
      setSentTo(newEmail.trim());
    } catch (error) {
      // what was typed stays in the field
      form.setError('newEmail', { message: error instanceof ApiError ? error.message : String(error) });
    }
  });

  return (
    <SettingsSection
      id="settings-email"
      title="E-post"
      description={
        <>
          Nuvarande adress: <strong className="break-all">{email}</strong>
          {verified ? ' (bekräftad)' : ' (inte bekräftad än)'}
        </>
      }
    >
      <Form {...form}>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Byt e-postadress">
          <AccountField
            autoComplete="email"
            control={form.control}
            name="newEmail"
            id="settings-new-email"
            label="Ny e-postadress"
            description="Vi skickar en länk till den nya adressen. Bytet gäller när du klickat på den."
          />
          {sentTo && (
            <Alert role="status">
              <AlertDescription>
                {ACCOUNT_TEXTS.email.requested} ({sentTo})
              </AlertDescription>
            </Alert>
          )}
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Skickar...' : 'Byt e-postadress'}
          </Button>
        </form>
      </Form>
    </SettingsSection>
  );
}
