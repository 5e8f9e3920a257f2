// Settings › 'Ladda ner mina uppgifter' (one JSON file) and 'Radera konto' (password or code, typed RADERA).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import { Download, Trash2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { ApiError } from '@client/lib/api-client';
import { authQueryKey } from '@client/lib/auth';
import { paths } from '@client/config/paths';
import { DELETE_ACCOUNT_TEXTS, EXPORT_TEXTS } from '@shared/account-texts';
import { deleteAccount, downloadExport } from '../../api/security';
import { SettingsSection } from './settings-section';

export function ExportSection() {
  const [busy, setBusy] = useState(false);
  return (
    <SettingsSection id="settings-export" title={EXPORT_TEXTS.title} description={EXPORT_TEXTS.intro}>
      <Button
        type="button"
        variant="outline"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await downloadExport();
          } catch (e) {
            toast.error(e instanceof ApiError ? e.message : String(e));
          } finally {
            setBusy(false);
          }
        }}
      >
        <Download aria-hidden />
        {EXPORT_TEXTS.download}
      </Button>
    </SettingsSection>
  );
}

const T = DELETE_ACCOUNT_TEXTS;

export function DeleteAccountSection({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await deleteAccount({ password: password || undefined, code: code || undefined, confirmation });
      // leave /settings first: signed out, it would send the browser to /auth instead of /
      await navigate(paths.home.getHref());
      queryClient.setQueryData(authQueryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authQueryKey[0] });
      toast.success(T.done);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection id="settings-delete" title={T.title} description={T.intro}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={T.title}>
        <div className="space-y-2">
          <Label htmlFor="delete-password">{T.password}</Label>
          <Input
            id="delete-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        {twoFactorEnabled && (
          <div className="space-y-2">
            <Label htmlFor="delete-code">{T.code}</Label>
            <Input
              id="delete-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </div>
        )}
        <div className="space-y-2">
          <Label htmlFor="delete-confirmation">{T.confirmLabel}</Label>
          <Input
            id="delete-confirmation"
            autoComplete="off"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            aria-describedby={error ? 'delete-error' : undefined}
          />
        </div>
        {error && (
          <p id="delete-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <Button type="submit" variant="destructive" disabled={busy}>
          <Trash2 aria-hidden />
          {T.submit}
        </Button>
      </form>
    </SettingsSection>
  );
}
