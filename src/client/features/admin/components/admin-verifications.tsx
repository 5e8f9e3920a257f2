// The admin's 'Verifieringar' tab: each organisationsnummer waiting for review, approve or reject with a reason
// (checked with the shared schema; its message, or the server's, under the reason until the admin types).
import { useForm } from 'react-hook-form';
import { toast } from '@client/lib/toast';
import { Button } from '@client/components/ui/button';
import { Form, FormFieldItem } from '@client/components/ui/form';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api-client';
import { showIssues } from '@client/lib/form-issues';
import { userTypeLabel } from '@shared/constants';
import { VERIFICATION_TEXTS as T } from '@shared/account-texts';
import { ZRejectVerification, type TVerification } from '@shared/schemas/account-security';
import { useDecideVerification, useVerifications } from '@client/features/admin/api/verifications';

const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : String(e));

function VerificationItem({ v }: { v: TVerification }) {
  const decide = useDecideVerification();
  const form = useForm({ defaultValues: { reason: '' } });
  const reject = form.handleSubmit(({ reason }) => {
    const parsed = ZRejectVerification.safeParse({ reason });
    if (!parsed.success) return void showIssues(form.setError, parsed.error.issues);
    decide.mutate(
      { userId: v.user_id, reason },
      { onError: (e) => form.setError('reason', { message: messageOf(e) }) },
    );
  });
  return (
    <li className="space-y-3 rounded-md border p-4">
      <p className="font-medium">
        {v.username} · {userTypeLabel(v.user_type)} · <span className="font-mono">{v.org_number}</span>
      </p>
      <Form {...form}>
        <form onSubmit={(e) => void reject(e)} noValidate className="flex flex-wrap items-end gap-2">
          <Button
            type="button"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ userId: v.user_id }, { onError: (e) => toast.error(messageOf(e)) })}
          >
            {T.approve}
          </Button>
          <FormFieldItem
            control={form.control}
            name="reason"
            id={`reason-${v.user_id}`}
            label={T.reason}
            className="space-y-1"
            alert
            render={(field) => <Input {...field} />}
          />
          <Button type="submit" variant="outline" disabled={decide.isPending}>
            {T.reject}
          </Button>
        </form>
      </Form>
    </li>
  );
}

export function AdminVerifications() {
  const list = useVerifications();
  if (list.isPending) return <Spinner />;
  if (list.isError) return <p role="alert">{list.error.message}</p>;
  if (list.data.items.length === 0) return <p className="text-muted-foreground">{T.empty}</p>;
  return (
    <ul className="space-y-3" aria-label={T.tab}>
      {list.data.items.map((v) => (
        <VerificationItem key={v.user_id} v={v} />
      ))}
    </ul>
  );
}
