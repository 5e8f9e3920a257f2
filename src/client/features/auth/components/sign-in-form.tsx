import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@client/lib/router';
import { toast } from '@client/lib/toast';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import {
  Form,
  FormControl,
  FormField,
  FormFieldItem,
  FormItem,
  FormLabel,
  FormMessage,
} from '@client/components/ui/form';
import { useServerRenderedForm } from '@client/components/ui/use-server-rendered-form';
import { ApiError } from '@client/lib/api-client';
import { paths } from '@client/config/paths';
import type { TSignIn } from '@shared/schemas/auth';
import { lazyResolver } from '@client/lib/lazy-resolver';
import { TEXTS } from '@shared/texts';
import { TwoFactorStep } from './two-factor-step';

// zod and the schemas come after hydration (issue 22)
const checks = lazyResolver<TSignIn>(() => import('./auth-checks').then((m) => m.signInResolver));

export function SignInForm({
  onSignIn,
  onVerifyCode,
  onSuccess,
  defaultEmail,
}: {
  onSignIn: (email: string, password: string) => Promise<{ twoFactor: boolean }>;
  onVerifyCode: (code: string, kind: 'totp' | 'backup') => Promise<void>;
  onSuccess: () => void;
  defaultEmail?: string;
}) {
  const [step, setStep] = useState<'password' | 'code'>('password');
  const form = useForm<TSignIn>({
    resolver: checks.resolver,
    defaultValues: { email: defaultEmail ?? '', password: '' },
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;
  // /auth is rendered by the server: nothing is sent before hydration, and what was typed before it is kept
  const early = useServerRenderedForm(form);

  const submit = form.handleSubmit(async (values) => {
    try {
      const { twoFactor } = await onSignIn(values.email.trim(), values.password);
      if (twoFactor) {
        setStep('code');
        return;
      }
      toast.success(TEXTS.auth.signInOk, { description: TEXTS.auth.welcomeBack });
      onSuccess();
    } catch (error) {
      toast.error(TEXTS.auth.signInError, {
        description: error instanceof ApiError ? error.message : TEXTS.auth.checkCredentials,
      });
    }
  });

  if (step === 'code') {
    return (
      <TwoFactorStep
        onVerify={onVerifyCode}
        onSuccess={() => {
          toast.success(TEXTS.auth.signInOk, { description: TEXTS.auth.welcomeBack });
          onSuccess();
        }}
        onRestart={() => {
          form.setValue('password', '');
          setStep('password');
        }}
      />
    );
  }

  return (
    <Form {...form}>
      <form
        ref={early.ref}
        onSubmit={submit}
        {...checks.loadOnFirstUse}
        noValidate
        className="space-y-4"
        aria-label="Logga in"
      >
        <FormFieldItem
          control={form.control}
          name="email"
          id="signin-email"
          label="E-post"
          render={(field) => <Input type="email" autoComplete="email" required {...field} />}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem id="signin-password">
              <div className="flex items-center justify-between">
                <FormLabel>Lösenord</FormLabel>
                <Link
                  to={paths.forgotPassword.getHref()}
                  className="rounded-sm text-sm text-primary hover:underline focus-visible:outline-2"
                >
                  Glömt lösenord?
                </Link>
              </div>
              <FormControl>
                <Input type="password" autoComplete="current-password" required {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="w-full" disabled={!early.ready || isSubmitting}>
          {isSubmitting ? 'Laddar...' : 'Logga in'}
        </Button>
      </form>
    </Form>
  );
}
