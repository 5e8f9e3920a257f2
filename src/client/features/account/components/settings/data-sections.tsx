// Settings › 'Ladda ner mina uppgifter' (one JSON file) and 'Radera konto' (password or code, typed RADERA).
import { useState } from 'react';
import { useNavigate } from '@client/lib/router';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import { Download, Trash2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Form, FormFieldItem } from '@client/components/ui/form';
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

type DeleteValues = { password: string; code: string; confirmation: string };

export function DeleteAccountSection({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const form = useForm<DeleteValues>({ defaultValues: { password: '', code: '', confirmation: '' } });
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const submit = form.handleSubmit(async ({ password, code, confirmation }) => {
    try {
      await deleteAccount({ password: password || undefined, code: code || undefined, confirmation });
      // leave /settings first: signed out, it would send the browser to /auth instead of /
      await navigate(paths.home.getHref());
      queryClient.setQueryData(authQueryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authQueryKey[0] });
      toast.success(T.done);
    } catch (err) {
      // the answer stands under the last field, the one the person typed RADERA in
      form.setError('confirmation', { message: err instanceof ApiError ? err.message : String(err) });
    }
  });

  return (
    <SettingsSection id="settings-delete" title={T.title} description={T.intro}>
      <Form {...form}>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label={T.title}>
          <FormFieldItem
            control={form.control}
            name="password"
            id="delete-password"
            label={T.password}
            render={(field) => <Input type="password" autoComplete="current-password" {...field} />}
          />
          {twoFactorEnabled && (
            <FormFieldItem
              control={form.control}
              name="code"
              id="delete-code"
              label={T.code}
              render={(field) => <Input inputMode="numeric" autoComplete="one-time-code" {...field} />}
            />
          )}
          <FormFieldItem
            control={form.control}
            name="confirmation"
            id="delete-confirmation"
            label={T.confirmLabel}
            alert
            render={(field) => <Input autoComplete="off" {...field} />}
          />
          <Button type="submit" variant="destructive" disabled={form.formState.isSubmitting}>
            <Trash2 aria-hidden />
            {T.submit}
          </Button>
        </form>
      </Form>
    </SettingsSection>
  );
}
