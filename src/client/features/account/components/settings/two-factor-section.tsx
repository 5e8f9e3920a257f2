// Settings › Tvåstegsverifiering: enable with the password → scan the QR code (drawn in the browser by a
// lazily loaded library) → confirm a code → the 10 backup codes, shown once; disable with the password.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
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

function Field({
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  type?: string;
  autoComplete: string;
  error: string | null;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export function TwoFactorSection({ enabled, recommended }: { enabled: boolean; recommended: boolean }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(message(e));
    } finally {
      setBusy(false);
    }
  };

  const start = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const { totpURI, backupCodes } = await startTwoFactor(password);
      setPassword('');
      setStep({ name: 'scan', uri: totpURI, qr: await qrDataUrl(totpURI), backupCodes });
    });
  };
  const confirm = (e: React.FormEvent) => {
    e.preventDefault();
    if (step.name !== 'scan') return;
    void run(async () => {
      await confirmTwoFactor(code);
      setCode('');
      setStep({ name: 'codes', backupCodes: step.backupCodes });
    });
  };
  const finish = async () => {
    setStep({ name: 'idle' });
    toast.success(T.enabled);
    // the server gave this browser a new session with the factor on
    await queryClient.invalidateQueries({ queryKey: authQueryKey });
  };
  const disable = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await disableTwoFactor(password);
      setPassword('');
      toast.success(T.disabled);
      await queryClient.invalidateQueries({ queryKey: authQueryKey });
    });
  };

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
        <form onSubmit={confirm} noValidate className="space-y-4" aria-label={T.enable}>
          <p className="text-sm">{T.scan}</p>
          <img src={step.qr} alt={T.qrAlt} width={200} height={200} className="rounded border bg-white p-1" />
          <p className="text-sm break-all">
            <span className="text-muted-foreground">{T.manualKey}: </span>
            <code data-testid="totp-secret">{new URL(step.uri).searchParams.get('secret')}</code>
          </p>
          <Field
            id="settings-totp-code"
            label={T.code}
            value={code}
            onChange={setCode}
            autoComplete="one-time-code"
            error={error}
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
      ) : (
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
            id="settings-two-factor-password"
            label={T.password}
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            error={error}
          />
          <Button type="submit" variant={enabled ? 'outline' : 'default'} disabled={busy || password === ''}>
            {enabled ? T.disable : T.enable}
          </Button>
        </form>
      )}
    </SettingsSection>
  );
}
