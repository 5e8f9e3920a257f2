// Settings › Lösenord: the current password, a new one twice, and whether to sign out other devices.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@client/lib/toast';
import { Button } from '@client/components/ui/button';
import { Form, FormCheckItem } from '@client/components/ui/form';
import { ApiError } from '@client/lib/api-client';
import { ACCOUNT_TEXTS } from '@shared/account-texts';
import { ZChangePasswordForm, type TChangePasswordForm } from '@shared/schemas/recovery';
import { useChangePassword } from '../../api/account-changes';
import { AccountField, NewPasswordFields } from '../account-field';
import { SettingsSection } from './settings-section';

const EMPTY: TChangePasswordForm = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  revokeOtherSessions: true,
};

export function PasswordSection() {
  const form = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const change = useChangePassword();

  const submit = form.handleSubmit(async ({ currentPassword, newPassword, revokeOtherSessions }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword, revokeOtherSessions });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : String(error);
      // the fields keep what was typed; the error sits where it belongs
      form.setError(
        error instanceof ApiError && error.code === 'INVALID_PASSWORD' ? 'currentPassword' : 'newPassword',
        {
          message,
        },
      );
      return;
    }
    form.reset(EMPTY);
    toast.success(ACCOUNT_TEXTS.password.changed, {
      description: revokeOtherSessions ? 'Du har loggats ut på alla andra enheter.' : undefined,
    });
  });

  return (
    <SettingsSection
      id="settings-password"
      title="Lösenord"
      description="Ange ditt nuvarande lösenord för att välja ett nytt."
    >
      <Form {...form}>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Byt lösenord">
          <AccountField
            control={form.control}
            name="currentPassword"
            id="settings-current-password"
            label="Nuvarande lösenord"
            autoComplete="current-password"
          />
          <NewPasswordFields control={form.control} idPrefix="settings" />
          <FormCheckItem
            control={form.control}
            name="revokeOtherSessions"
            id="settings-revoke-other"
            label="Logga ut på alla andra enheter"
          />
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Sparar...' : 'Spara nytt lösenord'}
          </Button>
        </form>
      </Form>
    </SettingsSection>
  );
}
