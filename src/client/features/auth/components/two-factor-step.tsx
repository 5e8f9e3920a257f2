// The second step of a sign-in with two-factor on: the six digits from the authenticator app, or a backup code.
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Form, FormFieldItem } from '@client/components/ui/form';
import { ApiError } from '@client/lib/api-client';
import { TWO_FACTOR_TEXTS } from '@shared/account-texts';

const T = TWO_FACTOR_TEXTS;

export function TwoFactorStep({
  onVerify,
  onSuccess,
  onRestart,
}: {
  onVerify: (code: string, kind: 'totp' | 'backup') => Promise<void>;
  onSuccess: () => void;
  onRestart: () => void;
}) {
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const form = useForm({ defaultValues: { code: '' } });
  const code = useWatch({ control: form.control, name: 'code' });
  const busy = form.formState.isSubmitting;
  useEffect(() => form.setFocus('code'), [form, kind]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onVerify(values.code, kind);
      onSuccess();
    } catch (e) {
      form.setError('code', { message: e instanceof ApiError ? e.message : T.errors.invalidCode });
      // the challenge is gone (expired or too many codes): start again with the password
      if (e instanceof ApiError && e.code === 'INVALID_TWO_FACTOR_COOKIE') onRestart();
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={T.signInTitle}>
        <div className="space-y-1">
          <h2 className="text-lg font-semibold">{T.signInTitle}</h2>
          <p className="text-sm text-muted-foreground">{T.signInText}</p>
        </div>
        <FormFieldItem
          control={form.control}
          name="code"
          id={kind === 'totp' ? 'signin-totp' : 'signin-backup-code'}
          label={kind === 'totp' ? T.code : T.backupCode}
          alert
          render={(field) => (
            <Input
              {...field}
              inputMode={kind === 'totp' ? 'numeric' : 'text'}
              autoComplete="one-time-code"
              pattern={kind === 'totp' ? '[0-9]*' : undefined}
              maxLength={kind === 'totp' ? 6 : 20}
              required
            />
          )}
        />
        <Button type="submit" className="w-full" disabled={busy || code.trim() === ''}>
          {busy ? 'Kontrollerar...' : T.verify}
        </Button>
        <Button
          type="button"
          variant="link"
          className="w-full"
          onClick={() => {
            setKind(kind === 'totp' ? 'backup' : 'totp');
            form.reset();
          }}
        >
          {kind === 'totp' ? T.useBackup : T.useTotp}
        </Button>
      </form>
    </Form>
  );
}
