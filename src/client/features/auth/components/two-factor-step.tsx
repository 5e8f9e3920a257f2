// The second step of a sign-in with two-factor on: the six digits from the authenticator app, or a backup code.
import { useEffect, useRef, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [kind]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onVerify(code, kind);
      onSuccess();
    } catch (e) {
      const message = e instanceof ApiError ? e.message : T.errors.invalidCode;
      setError(message);
      // the challenge is gone (expired or too many codes): start again with the password
      if (e instanceof ApiError && e.code === 'INVALID_TWO_FACTOR_COOKIE') onRestart();
    } finally {
      setBusy(false);
    }
  };

  const id = kind === 'totp' ? 'signin-totp' : 'signin-backup-code';
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={T.signInTitle}>
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">{T.signInTitle}</h2>
        <p className="text-sm text-muted-foreground">{T.signInText}</p>
      </div>
      <div className="space-y-2">
        <Label htmlFor={id}>{kind === 'totp' ? T.code : T.backupCode}</Label>
        <Input
          ref={input}
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode={kind === 'totp' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          pattern={kind === 'totp' ? '[0-9]*' : undefined}
          maxLength={kind === 'totp' ? 6 : 20}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          required
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={busy || code.trim() === ''}>
        {busy ? 'Kontrollerar...' : T.verify}
      </Button>
      <Button
        type="button"
        variant="link"
        className="w-full"
        onClick={() => {
          setKind(kind === 'totp' ? 'backup' : 'totp');
          setCode('');
          setError(null);
        }}
      >
        {kind === 'totp' ? T.useBackup : T.useTotp}
      </Button>
    </form>
  );
}
