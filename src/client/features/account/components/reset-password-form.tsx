// /reset-password?token=: a new password typed twice; an expired or used link says so and offers a new one.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@client/components/ui/button';
import { Form } from '@client/components/ui/form';
import { ApiError } from '@client/lib/api-client';
import { ZResetPasswordForm, type TResetPasswordForm } from '@shared/schemas/recovery';
import { useResetPassword } from '../api/password-reset';
import { NewPasswordFields } from './account-field';

export function ResetPasswordForm({
  token,
  onDone,
  onInvalidToken,
}: {
  token: string;
  onDone: () => void;
  /** the link is expired, used or made up (the form keeps what was typed) */
  onInvalidToken: (message: string) => void;
}) {
  const form = useForm<TResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const reset = useResetPassword();

  const submit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await reset.mutateAsync({ token, newPassword });
      onDone();
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'Något gick fel. Försök igen.';
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') onInvalidToken(message);
      else form.setError('newPassword', { message });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Välj nytt lösenord">
        <NewPasswordFields control={form.control} idPrefix="reset" />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sparar...' : 'Spara nytt lösenord'}
        </Button>
      </form>
    </Form>
  );
}
