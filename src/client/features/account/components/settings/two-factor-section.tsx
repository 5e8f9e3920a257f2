// Settings › Tvåstegsverifiering: enable with the password → scan the QR code (drawn in the browser by a
// lazily loaded library) → confirm a code → the 10 backup codes, shown once; disable with the password.
import { useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Form, FormFieldItem } from '@client/components/ui/form';
import { ApiError } from '@client/lib/api-client';
import { authQueryKey } from '@client/lib/auth';
import { TWO_FACTOR_TEXTS } from '@shared/account-texts';
import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from '../../api/security';
import { SettingsSection } from './settings-section';

const T = TWO_FACTOR_TEXTS;
const message = (e: unknown) => (e instanceof ApiError ? e.message : String(e));

/** The otpauth URI as an SVG data URL (uqr is loaded only here). */
async function qrDataUrl(uri: string): Promise<string> {
  const { renderSVG } = await import('uqr');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(uri, { border: 2 }))}`;
}

type Step =
  | { name: 'idle' }
  | { name: 'scan'; uri: string; qr: string; backupCodes: string[] }
  | { name: 'codes'; backupCodes: string[] };

type Values = { password: string; code: string };

/** One field of these forms: the server's error stands under it, announced. */
function Field({
  control,
  name,
  id,
  label,
  type = 'text',
  autoComplete,
}: {
  control: Control<Values>;
  name: keyof Values;
  id: string;
  label: string;
  type?: string;
  autoComplete: string;
}) {
  return (
    <FormFieldItem
      control={control}
      name={name}
      id={id}
      label={label}
      alert
      render={(field) => <Input type={type} autoComplete={autoComplete} {...field} />}
    />
  );
}

export function TwoFactorSection({ enabled, recommended }: { enabled: boolean; recommended: boolean }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const form = useForm<Values>({ defaultValues: { password: '', code: '' } });
  const [password, code] = useWatch({ control: form.control, name: ['password', 'code'] });
  const busy = form.formState.isSubmitting;

  /** runs the step; a failure stands under the field it came from */
  const run = (name: keyof Values, action: (values: Values) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      try {
        await action(values);
      } catch (e) {
        form.setError(name, { message: message(e) });
      }
    });

  const start = run('password', async (values) => {
    const { totpURI, backupCodes } = await startTwoFactor(values.password);
    form.resetField('password');
    setStep({ name: 'scan', uri: totpURI, qr: await qrDataUrl(totpURI), backupCodes });
  });
  const confirm = run('code', async (values) => {
    if (step.name !== 'scan') return;
    await confirmTwoFactor(values.code);
    form.resetField('code');
    setStep({ name: 'codes', backupCodes: step.backupCodes });
  });
  const finish = async () => {
    setStep({ name: 'idle' });
    toast.success(T.enabled);
    // the server gave this browser a new session with the factor on
    await queryClient.invalidateQueries({ queryKey: authQueryKey });
  };
  const disable = run('password', async (values) => {
    await disableTwoFactor(values.password);
    form.resetField('password');
    toast.success(T.disabled);
    await queryClient.invalidateQueries({ queryKey: authQueryKey });
  });

  return (
    <SettingsSection
      id="settings-two-factor"
      title={T.title}
      description={
        <>
          {T.intro} {recommended && <strong className="font-medium text-foreground">{T.recommended}</strong>}
        </>
      }
    >
      {step.name === 'codes' ? (
        <div className="space-y-4">
          <h3 className="font-semibold">{T.backupTitle}</h3>
          <p className="text-sm text-muted-foreground">{T.backupText}</p>
          <ul aria-label={T.backupTitle} className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
            {step.backupCodes.map((c) => (
              <li key={c} className="rounded border bg-muted px-2 py-1 text-center">
                {c}
              </li>
            ))}
          </ul>
          <Button type="button" onClick={() => void finish()}>
            {T.backupDone}
          </Button>
        </div>
      ) : step.name === 'scan' ? (
        <Form {...form}>
          <form onSubmit={confirm} noValidate className="space-y-4" aria-label={T.enable}>
            <p className="text-sm">{T.scan}</p>
            <img src={step.qr} alt={T.qrAlt} width={200} height={200} className="rounded border bg-white p-1" />
            <p className="text-sm break-all">
              <span className="text-muted-foreground">{T.manualKey}: </span>
              <code data-testid="totp-secret">{new URL(step.uri).searchParams.get('secret')}</code>
            </p>
            <Field
              control={form.control}
              name="code"
              id="settings-totp-code"
              label={T.code}
              autoComplete="one-time-code"
            />
            <div className="flex gap-2">
              <Button type="submit" disabled={busy || code.trim() === ''}>
                {T.confirm}
              </Button>
              <Button type="button" variant="outline" onClick={() => setStep({ name: 'idle' })}>
                Avbryt
              </Button>
            </div>
          </form>
        </Form>
      ) : (
        <Form {...form}>
          <form
            onSubmit={enabled ? disable : start}
            noValidate
            className="space-y-4"
            aria-label={enabled ? T.disable : T.enable}
          >
            <p className="flex items-center gap-2 text-sm font-medium">
              {enabled && <ShieldCheck aria-hidden className="size-4 text-primary" />}
              {enabled ? T.on : T.off}
            </p>
            <Field
              control={form.control}
              name="password"
              id="settings-two-factor-password"
              label={T.password}
              type="password"
              autoComplete="current-password"
            />
            <Button type="submit" variant={enabled ? 'outline' : 'default'} disabled={busy || password === ''}>
              {enabled ? T.disable : T.enable}
            </Button>
          </form>
        </Form>
      )}
    </SettingsSection>
  );
}
