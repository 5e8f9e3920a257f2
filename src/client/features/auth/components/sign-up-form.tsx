import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@client/lib/toast';
import { PasswordStrength } from '@client/components/password-strength';
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
import { Label } from '@client/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@client/components/ui/radio-group';
import { ApiError } from '@client/lib/api-client';
import type { SignUpInput } from '@client/lib/auth';
import type { TSignUp } from '@shared/schemas/auth';
import { lazyResolver } from '@client/lib/lazy-resolver';
import { DEFAULT_USER_TYPE, USER_TYPES, USER_TYPE_LABELS } from '@shared/constants';
import { TEXTS } from '@shared/texts';

const HINTS: Record<(typeof USER_TYPES)[number], string> = {
  business: 'Vi vill sponsra',
  association: 'Vi söker sponsring',
  influencer: 'Samarbeten med företag',
  foundation: 'Vi delar ut bidrag',
  individual: 'Jag vill bidra med mina färdigheter',
};

// zod and the schemas come after hydration (issue 22)
const checks = lazyResolver<TSignUp>(() => import('./auth-checks').then((m) => m.signUpResolver));

export function SignUpForm({
  onSignUp,
  onSignedIn,
  onNeedsSignIn,
}: {
  onSignUp: (input: SignUpInput) => Promise<{ signedIn: boolean; user: unknown }>;
  onSignedIn: () => void;
  onNeedsSignIn: (email: string) => void;
}) {
  const form = useForm<TSignUp>({
    resolver: checks.resolver,
    defaultValues: { email: '', username: '', password: '', userType: DEFAULT_USER_TYPE },
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;
  // /auth is rendered by the server: nothing is sent before hydration, and what was typed before it is kept
  const early = useServerRenderedForm(form);

  const submit = form.handleSubmit(async (values) => {
    let result: { signedIn: boolean; user: unknown };
    try {
      result = await onSignUp(values);
    } catch (error) {
      toast.error(TEXTS.auth.signUpError, {
        description: error instanceof ApiError ? error.message : TEXTS.errors.internal,
      });
      return;
    }
    if (!result.user) {
      toast.success(TEXTS.auth.accountCreated, { description: TEXTS.auth.checkEmail });
      onNeedsSignIn(values.email);
    } else if (result.signedIn) {
      toast.success(TEXTS.auth.accountCreated, { description: TEXTS.auth.signingInAutomatically });
      onSignedIn();
    } else {
      toast.error(TEXTS.auth.autoSignInFailed, { description: TEXTS.auth.signInManually });
      onNeedsSignIn(values.email);
    }
  });

  const [password, email, username, userType] = useWatch({
    control: form.control,
    name: ['password', 'email', 'username', 'userType'],
  });

  const textField = (name: 'email' | 'username' | 'password', label: string, type: string, autoComplete: string) => (
    <FormFieldItem
      control={form.control}
      name={name}
      id={`signup-${name}`}
      label={label}
      render={(field) => <Input type={type} autoComplete={autoComplete} required {...field} />}
    />
  );

  return (
    <Form {...form}>
      <form
        ref={early.ref}
        onSubmit={submit}
        {...checks.loadOnFirstUse}
        noValidate
        className="space-y-4"
        aria-label="Skapa konto"
      >
        {textField('email', 'E-post', 'email', 'email')}
        {textField('username', 'Användarnamn', 'text', 'username')}
        {textField('password', 'Lösenord', 'password', 'new-password')}
        <PasswordStrength password={password} userInputs={[email, username]} />
        <FormField
          control={form.control}
          name="userType"
          render={({ field: f }) => (
            <FormItem id="signup-usertype" className="space-y-3">
              <fieldset className="space-y-3">
                <legend className="text-sm font-medium">Jag representerar</legend>
                <FormControl>
                  <RadioGroup
                    // a click before hydration would do nothing: shown as not yet usable instead
                    disabled={!early.ready}
                    value={f.value}
                    onValueChange={f.onChange}
                    className="grid grid-cols-1 gap-2 sm:grid-cols-2"
                    aria-label="Användartyp"
                  >
                    {USER_TYPES.map((type) => (
                      <Label
                        key={type}
                        htmlFor={`usertype-${type}`}
                        className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
                      >
                        <RadioGroupItem
                          id={`usertype-${type}`}
                          value={type}
                          aria-label={USER_TYPE_LABELS[type]}
                          className="mt-0.5"
                        />
                        <span className="grid gap-1">
                          <span className="font-medium">{USER_TYPE_LABELS[type]}</span>
                          <span className="text-xs text-muted-foreground">{HINTS[type]}</span>
                        </span>
                      </Label>
                    ))}
                  </RadioGroup>
                </FormControl>
                <FormMessage />
              </fieldset>
            </FormItem>
          )}
        />
        {userType === 'individual' && (
          <FormField
            control={form.control}
            name="ageConfirmed"
            render={({ field: f }) => (
              <FormItem id="signup-age-confirmed" className="space-y-1">
                {/* the box inside its label; FormControl gives it the id, aria-invalid and the error's id */}
                <FormLabel className="flex items-start gap-2 font-normal">
                  <FormControl>
                    <input
                      type="checkbox"
                      className="mt-1 size-4"
                      checked={f.value === true}
                      onChange={(e) => f.onChange(e.target.checked)}
                    />
                  </FormControl>
                  <span>Jag bekräftar att jag har fyllt 16 år</span>
                </FormLabel>
                <FormMessage />
              </FormItem>
            )}
          />
        )}
        <Button type="submit" className="w-full" disabled={!early.ready || isSubmitting}>
          {isSubmitting ? 'Skapar konto...' : 'Skapa konto'}
        </Button>
      </form>
    </Form>
  );
}
