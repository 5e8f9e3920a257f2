// 'Glömt lösenord?': asks for the address and then always says the same thing, whether it has an account.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Form } from '@client/components/ui/form';
import { ApiError } from '@client/lib/api-client';
import { ACCOUNT_TEXTS } from '@shared/account-texts';
import { ZForgotPassword, type TForgotPassword } from '@shared/schemas/recovery';
import { useRequestPasswordReset } from '../api/password-reset';
import { AccountField } from './account-field';

export function ForgotPasswordForm() {
  const form = useForm<TForgotPassword>({
    resolver: zodResolver(ZForgotPassword),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
      setSentTo(email.trim());
    } catch (error) {
      form.setError('root', {
        message: error instanceof ApiError ? error.message : 'Något gick fel. Försök igen.',
      });
    }
  });

  if (sentTo) {
    return (
      <Alert role="status">
        <AlertTitle>{ACCOUNT_TEXTS.reset.requested}</AlertTitle>
        <AlertDescription>{ACCOUNT_TEXTS.reset.requestedText}</AlertDescription>
      </Alert>
    );
  }
  const rootError = form.formState.errors.root?.message;
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Glömt lösenord">
        <AccountField autoComplete="email" control={form.control} name="email" id="forgot-email" label="E-post" />
        {rootError && (
          <p role="alert" className="text-sm text-destructive">
            {rootError}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Skickar...' : 'Skicka länk'}
        </Button>
      </form>
    </Form>
  );
}
