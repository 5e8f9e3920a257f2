import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { ApiError } from '@client/lib/api-client';
import { ZSignIn, type TSignIn } from '@shared/schemas/auth';
import { TEXTS } from '@shared/texts';

export function SignInForm({
  onSignIn,
  onSuccess,
  defaultEmail,
}: {
  onSignIn: (email: string, password: string) => Promise<void>;
  onSuccess: () => void;
  defaultEmail?: string;
}) {
  const form = useForm<TSignIn>({
    resolver: zodResolver(ZSignIn),
    defaultValues: { email: defaultEmail ?? '', password: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSignIn(values.email.trim(), values.password);
      toast.success(TEXTS.auth.signInOk, { description: TEXTS.auth.welcomeBack });
      onSuccess();
    } catch (error) {
      toast.error(TEXTS.auth.signInError, {
        description: error instanceof ApiError ? error.message : TEXTS.auth.checkCredentials,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Logga in">
      <div className="space-y-2">
        <Label htmlFor="signin-email">E-post</Label>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'signin-email-error' : undefined}
          {...form.register('email')}
        />
        {errors.email && (
          <p id="signin-email-error" className="text-sm text-destructive">
            {errors.email.message}
          </p>
        )}
      </div>
      <div className="space-y-2">
        <div className="flex items-center justify-between">
          <Label htmlFor="signin-password">Lösenord</Label>
          <button
            type="button"
            className="rounded-sm text-sm text-primary hover:underline focus-visible:outline-2"
            onClick={() => toast(TEXTS.auth.forgotTitle, { description: TEXTS.auth.forgotText })}
          >
            Glömt lösenord?
          </button>
        </div>
        <Input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'signin-password-error' : undefined}
          {...form.register('password')}
        />
        {errors.password && (
          <p id="signin-password-error" className="text-sm text-destructive">
            {errors.password.message}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Laddar...' : 'Logga in'}
      </Button>
    </form>
  );
}
