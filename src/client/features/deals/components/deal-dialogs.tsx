// The sign dialog (typed name, password, the version's SHA-256 and the honest eIDAS note) and the
// decline dialog (a reason), each a FormDialog.
import { useState } from 'react';
import { useForm, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { toast } from '@client/lib/toast';
import { useAuth } from '@client/lib/auth';
import { PenLine, XCircle } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { FormDialog } from '@client/components/form-dialog';
import { FormInputItem } from '@client/components/ui/form';
import { ApiError } from '@client/lib/api-client';
import { SIGNATURE_NOTE } from '@shared/deal-texts';
import type { TDeal } from '@shared/schemas/deal.response';
import { useDealAction } from '../api/deal-actions';
import { DEALS_UI as T } from '../texts';

/** What a failed try says, and the field it is about (none: it stands above the buttons). */
interface Failure<V extends FieldValues> {
  message: string;
  field?: FieldPath<V>;
}

/** A dialog holding one form: trigger, title, fields, the error of the last try, Avbryt and the submit button. */
function ActionDialog<V extends FieldValues>({
  form,
  trigger,
  title,
  description,
  submitLabel,
  destructive = false,
  pending,
  onSubmit,
  children,
}: {
  form: UseFormReturn<V>;
  trigger: React.ReactNode;
  title: string;
  description?: string;
  submitLabel: string;
  destructive?: boolean;
  pending: boolean;
  /** answers what went wrong, or null when done (the dialog closes) */
  onSubmit: (values: V) => Promise<Failure<V> | null>;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const failure = form.formState.errors.root?.server?.message;
  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    const failed = await onSubmit(values);
    if (!failed) return setOpen(false);
    // under its field the message goes as the person types there
    form.setError(failed.field ?? 'root.server', { message: failed.message });
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title}
      description={description}
      form={form}
      onSubmit={(e) => void submit(e)}
      cancelLabel={T.cancel}
      submitLabel={submitLabel}
      submitDisabled={pending}
      destructive={destructive}
    >
      {children}
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
    </FormDialog>
  );
}

/** Runs the action; answers the Swedish error (at the field `fieldOf` names for its code), or null. */
async function attempt<V extends FieldValues>(
  run: () => Promise<unknown>,
  fallback: string,
  fieldOf: (code: string) => FieldPath<V> | undefined = () => undefined,
): Promise<Failure<V> | null> {
  try {
    await run();
    return null;
  } catch (err) {
    return err instanceof ApiError ? { message: err.message, field: fieldOf(err.code) } : { message: fallback };
  }
}

interface SignValues {
  name: string;
  password: string;
  code: string;
}
/** the server's answer about the password or the code stands under that field */
const signFieldOf = (code: string): FieldPath<SignValues> | undefined =>
  code === 'WRONG_PASSWORD' || code === 'PASSWORD_REQUIRED' ? 'password' : code === 'WRONG_CODE' ? 'code' : undefined;

export function SignDialog({ deal }: { deal: TDeal }) {
  const form = useForm<SignValues>({ defaultValues: { name: '', password: '', code: '' } });
  // with two-factor on, a code from the app confirms instead of the password
  const twoFactor = useAuth().user?.two_factor_enabled === true;
  const [useCode, setUseCode] = useState(false);
  const action = useDealAction(deal.id);
  const c = form.control;
  return (
    <ActionDialog
      form={form}
      trigger={
        <Button type="button">
          <PenLine aria-hidden /> {T.signOpen}
        </Button>
      }
      title={T.signTitle}
      description={T.signDescription(deal.version)}
      submitLabel={`${T.signSubmit} ${deal.version}`}
      pending={action.isPending}
      onSubmit={async ({ name, password, code }) => {
        const failure = await attempt(
          () =>
            action.mutateAsync({
              kind: 'sign',
              json: useCode ? { versionHash: deal.hash, name, code } : { versionHash: deal.hash, name, password },
            }),
          T.signError,
          signFieldOf,
        );
        if (!failure) {
          toast.success(T.signed);
          form.setValue('password', '');
          form.setValue('code', '');
        }
        return failure;
      }}
    >
      <p className="rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/30 dark:text-amber-100">
        {SIGNATURE_NOTE}
      </p>
      <p className="break-all font-mono text-xs text-muted-foreground">
        {T.hash}: {deal.hash}
      </p>
      <FormInputItem
        control={c}
        name="name"
        label={T.signName}
        className="space-y-1.5"
        alert
        autoComplete="name"
        required
      />
      {useCode ? (
        <FormInputItem
          control={c}
          name="code"
          label={T.signCode}
          className="space-y-1.5"
          alert
          inputMode="numeric"
          autoComplete="one-time-code"
          required
        />
      ) : (
        <FormInputItem
          control={c}
          name="password"
          label={T.signPassword}
          className="space-y-1.5"
          alert
          type="password"
          autoComplete="current-password"
          required
        />
      )}
      {twoFactor && (
        <Button type="button" variant="link" className="h-auto p-0" onClick={() => setUseCode((v) => !v)}>
          {useCode ? T.signWithPassword : T.signWithCode}
        </Button>
      )}
    </ActionDialog>
  );
}

export function DeclineDialog({ deal }: { deal: TDeal }) {
  const form = useForm({ defaultValues: { reason: '' } });
  const action = useDealAction(deal.id);
  return (
    <ActionDialog
      form={form}
      trigger={
        <Button type="button" variant="outline">
          <XCircle aria-hidden /> {T.declineOpen}
        </Button>
      }
      title={T.declineTitle}
      submitLabel={T.declineSubmit}
      destructive
      pending={action.isPending}
      onSubmit={async ({ reason }) => {
        const failure = await attempt<{ reason: string }>(
          () => action.mutateAsync({ kind: 'decline', json: { reason } }),
          T.actionError,
        );
        if (!failure) toast.success(T.declined);
        return failure;
      }}
    >
      <FormInputItem
        control={form.control}
        name="reason"
        label={T.declineReason}
        className="space-y-1.5"
        rows={2}
        required
        maxLength={1000}
      />
    </ActionDialog>
  );
}
