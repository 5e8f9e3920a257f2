// The foundation's inbox on its programme: every application, and 'Mottagen', 'Beviljad' (amount) or 'Avslag'.
import { useState, type ReactNode } from 'react';
import { toast } from '@client/lib/toast';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
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
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const decide = useDecideApplication(grantId);
  const send = (json: { status: 'received' | 'granted' | 'rejected'; amount?: number; message?: string }) =>
    decide.mutate({ id: application.id, ...json }, { onError: (e) => toast.error(e.message) });
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
        <div className="space-y-1">
          <Label htmlFor={`amount-${a.id}`}>Beviljat belopp (kr)</Label>
          <Input
            id={`amount-${a.id}`}
            type="number"
            min={1}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
        <Button
          type="button"
          size="sm"
          onClick={() => send({ status: 'granted', amount: Number(amount) || undefined })}
        >
          Bevilja
        </Button>
        <div className="space-y-1">
          <Label htmlFor={`message-${a.id}`}>Meddelande vid avslag (valfritt)</Label>
          <Input id={`message-${a.id}`} value={message} onChange={(e) => setMessage(e.target.value)} />
        </div>
        <Button
          type="button"
          size="sm"
          variant="destructive"
          onClick={() => send({ status: 'rejected', message: message || undefined })}
        >
          Avslag
        </Button>
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
