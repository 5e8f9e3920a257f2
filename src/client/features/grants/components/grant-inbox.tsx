// The foundation's inbox on its programme: every application, and 'Mottagen', 'Beviljad' (amount) or 'Avslag'.
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@client/lib/toast';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Form, FormInputItem } from '@client/components/ui/form';
import { APPLICATION_STATUS_LABELS, formatSek } from '@shared/grant-texts';
import type { TApplication } from '@shared/schemas/grant.response';
import { useGrantInbox } from '../api/get-grants';
import { useDecideApplication } from '../api/grant-actions';

/** what the page offers on a granted application, e.g. 'Föreslå avtal' from the deals feature (composed in the route) */
export type GrantedAction = (application: TApplication) => ReactNode;

function ApplicationItem({
  application,
  grantId,
  grantedAction,
}: {
  application: TApplication;
  grantId: string;
  grantedAction?: GrantedAction;
}) {
  // one form state for both fields; 'Bevilja' sends the amount, 'Avslag' the message (each its own <form> in the
  // row, so Enter in a field does what the button beside it does)
  const form = useForm<{ amount: string; message: string }>({ defaultValues: { amount: '', message: '' } });
  const decide = useDecideApplication(grantId);
  const send = (json: { status: 'received' | 'granted' | 'rejected'; amount?: number; message?: string }) =>
    decide.mutate({ id: application.id, ...json }, { onError: (e) => toast.error(e.message) });
  const grant = form.handleSubmit(({ amount }) => send({ status: 'granted', amount: Number(amount) || undefined }));
  const reject = form.handleSubmit(({ message }) => send({ status: 'rejected', message: message || undefined }));
  const a = application;
  return (
    <li className="space-y-2 rounded-md border p-3" data-testid="application">
      <p className="flex flex-wrap items-center gap-2">
        <strong>{a.applicant}</strong>
        <Badge variant="outline">{APPLICATION_STATUS_LABELS[a.status]}</Badge>
        {a.amount !== null && <span>{formatSek(a.amount)}</span>}
      </p>
      <pre className="whitespace-pre-wrap font-sans text-sm">{a.text}</pre>
      {a.status === 'granted' && grantedAction?.(a)}
      <div className="flex flex-wrap items-end gap-2">
        <Button type="button" size="sm" variant="outline" onClick={() => send({ status: 'received' })}>
          Mottagen
        </Button>
        <Form {...form}>
          <form onSubmit={(e) => void grant(e)} noValidate className="contents">
            <FormInputItem
              control={form.control}
              name="amount"
              id={`amount-${a.id}`}
              label="Beviljat belopp (kr)"
              className="space-y-1"
              type="number"
              min={1}
            />
            <Button type="submit" size="sm">
              Bevilja
            </Button>
          </form>
          <form onSubmit={(e) => void reject(e)} noValidate className="contents">
            <FormInputItem
              control={form.control}
              name="message"
              id={`message-${a.id}`}
              label="Meddelande vid avslag (valfritt)"
              className="space-y-1"
            />
            <Button type="submit" size="sm" variant="destructive">
              Avslag
            </Button>
          </form>
        </Form>
      </div>
    </li>
  );
}

export function GrantInbox({ grantId, grantedAction }: { grantId: string; grantedAction?: GrantedAction }) {
  const inbox = useGrantInbox(grantId, true);
  return (
    <section aria-labelledby="inbox-heading" className="space-y-3">
      <h2 id="inbox-heading" className="text-xl font-semibold">
        Inkomna ansökningar
      </h2>
      {inbox.data?.length === 0 && <p>Inga ansökningar ännu.</p>}
      <ul className="space-y-3">
        {inbox.data?.map((a) => (
          <ApplicationItem key={a.id} application={a} grantId={grantId} grantedAction={grantedAction} />
        ))}
      </ul>
    </section>
  );
}
