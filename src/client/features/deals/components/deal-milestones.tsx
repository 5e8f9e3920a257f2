// The milestones of a deal: due date, who is responsible, state; the responsible party marks one done
// (with a link and / or an uploaded image as proof), the other confirms or disputes it; each can be added to a calendar (.ics).
import { useForm } from 'react-hook-form';
import { toast } from '@client/lib/toast';
import { CalendarPlus } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Form, FormInputItem } from '@client/components/ui/form';
import { formatDate } from '@client/lib/format';
import { MILESTONE_STATE_LABELS } from '@shared/deal-texts';
import type { TDeal, TDealMilestone } from '@shared/schemas/deal.response';
import { uploadProofImage, useDealAction } from '../api/deal-actions';
import { milestoneIcsHref } from '../api/get-deal';
import { DEALS_UI as T } from '../texts';

/** a small field in the milestone's row of actions */
const FIELD = 'space-y-1 [&_input]:h-8 [&_label]:text-xs';

type Action = ReturnType<typeof useDealAction>;
type Milestone = TDealMilestone & { id: string };

const failed = (error: unknown) =>
  toast.error(T.actionError, { description: error instanceof Error ? error.message : undefined });

/** The responsible party marks the milestone done, with a link and / or an image as proof. */
function ProofForm({ action, m }: { action: Action; m: Milestone }) {
  const form = useForm<{ proof: string; image: File | null }>({ defaultValues: { proof: '', image: null } });
  const submit = form.handleSubmit(async ({ proof, image }) => {
    try {
      const url = image ? (await uploadProofImage(image)).url : undefined;
      await action.mutateAsync({ kind: 'complete', mid: m.id, json: { proof, image: url } });
      form.setValue('image', null);
    } catch (error) {
      // what was typed stays
      failed(error);
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-wrap items-end gap-2">
        <FormInputItem control={form.control} name="proof" label={T.proof} className={FIELD} />
        <FormInputItem
          control={form.control}
          name="image"
          label={T.proofImage}
          className={FIELD}
          type="file"
          accept="image/png,image/jpeg,image/webp"
        />
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          {T.markDone}
        </Button>
      </form>
    </Form>
  );
}

/** The other party confirms the milestone, or disputes it with a comment. */
function ConfirmForm({ action, m }: { action: Action; m: Milestone }) {
  const form = useForm<{ comment: string }>({ defaultValues: { comment: '' } });
  const run = async (json: { accept: boolean; comment?: string }) => {
    try {
      await action.mutateAsync({ kind: 'confirm', mid: m.id, json });
    } catch (error) {
      failed(error);
    }
  };
  const dispute = form.handleSubmit(({ comment }) => run({ accept: false, comment }));
  return (
    <Form {...form}>
      <form onSubmit={(e) => void dispute(e)} noValidate className="flex flex-wrap items-end gap-2">
        <Button type="button" size="sm" onClick={() => void run({ accept: true })}>
          {T.confirm}
        </Button>
        <FormInputItem control={form.control} name="comment" label={T.disputeComment} className={FIELD} />
        <Button type="submit" size="sm" variant="outline">
          {T.dispute}
        </Button>
      </form>
    </Form>
  );
}

function MilestoneItem({ deal, m }: { deal: TDeal; m: Milestone }) {
  const action = useDealAction(deal.id);
  const live = deal.me !== null && (deal.status === 'signed' || deal.status === 'active');
  const mine = m.responsible === deal.me;
  const who = `${T.party(m.responsible)}${mine ? T.you : ''}`;
  return (
    <li className="space-y-2 py-3" aria-label={m.title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{m.title}</span>
        <Badge variant={m.state === 'confirmed' ? 'success' : m.state === 'disputed' ? 'destructive' : 'secondary'}>
          {MILESTONE_STATE_LABELS[m.state]}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {T.due(formatDate(m.due_date))} · {T.responsible(who)}
      </p>
      {m.proof_image && (
        <a href={m.proof_image} target="_blank" rel="noopener" className="block w-fit" title={T.proofImageOpen}>
          <img
            src={m.proof_image}
            alt={T.proofImageAlt(m.title)}
            className="max-h-48 max-w-full rounded border object-contain"
            loading="lazy"
          />
        </a>
      )}
      {m.proof && (
        <p className="text-sm">
          <a href={m.proof} rel="noopener noreferrer nofollow" target="_blank" className="underline">
            {m.proof}
          </a>
        </p>
      )}
      {m.comment && <p className="text-sm italic">{m.comment}</p>}
      <div className="flex flex-wrap items-end gap-2">
        <Button asChild variant="ghost" size="sm">
          <a href={milestoneIcsHref(deal.id, m.id)} download>
            <CalendarPlus aria-hidden /> {T.addToCalendar}
          </a>
        </Button>
        {live && mine && m.state !== 'confirmed' && <ProofForm action={action} m={m} />}
        {live && !mine && m.state === 'done' && <ConfirmForm action={action} m={m} />}
      </div>
    </li>
  );
}

export function DealMilestones({ deal }: { deal: TDeal }) {
  if (deal.milestones.length === 0) return <p className="text-sm text-muted-foreground">{T.noMilestones}</p>;
  const tracked = deal.milestones.every((m) => m.id !== null);
  return (
    <>
      {!tracked && <p className="text-sm text-muted-foreground">{T.milestonesBeforeSigning}</p>}
      <ul className="divide-y">
        {deal.milestones.map((m, i) =>
          m.id !== null ? (
            <MilestoneItem key={m.id} deal={deal} m={{ ...m, id: m.id }} />
          ) : (
            <li key={i} className="py-2 text-sm">
              {m.title} · {T.due(formatDate(m.due_date))} · {T.responsible(T.party(m.responsible))}
            </li>
          ),
        )}
      </ul>
    </>
  );
}
