// The milestones of a deal: due date, who is responsible, state; the responsible party marks one done
// (with a link and / or an uploaded image as proof), the other confirms or disputes it; each can be added to a calendar (.ics).
import { useId, useState } from 'react';
import { toast } from '@client/lib/toast';
import { CalendarPlus } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { formatDate } from '@client/lib/format';
import { MILESTONE_STATE_LABELS } from '@shared/deal-texts';
import type { TDeal, TDealMilestone } from '@shared/schemas/deal.response';
import { uploadProofImage, useDealAction } from '../api/deal-actions';
import { milestoneIcsHref } from '../api/get-deal';
import { DEALS_UI as T } from '../texts';

function MilestoneItem({ deal, m }: { deal: TDeal; m: TDealMilestone & { id: string } }) {
  const action = useDealAction(deal.id);
  const [proof, setProof] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const fileId = useId();
  const [comment, setComment] = useState('');
  const proofId = useId();
  const commentId = useId();
  const live = deal.me !== null && (deal.status === 'signed' || deal.status === 'active');
  const mine = m.responsible === deal.me;
  const run = async (a: Parameters<typeof action.mutateAsync>[0]) => {
    try {
      await action.mutateAsync(a);
    } catch (error) {
      toast.error(T.actionError, { description: error instanceof Error ? error.message : undefined });
    }
  };
  const markDone = async () => {
    setBusy(true);
    try {
      const image = file ? (await uploadProofImage(file)).url : undefined;
      await action.mutateAsync({ kind: 'complete', mid: m.id, json: { proof, image } });
      setFile(null);
    } catch (error) {
      toast.error(T.actionError, { description: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  };
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
        {live && mine && m.state !== 'confirmed' && (
          <>
            <div className="space-y-1">
              <Label htmlFor={proofId} className="text-xs">
                {T.proof}
              </Label>
              <Input id={proofId} value={proof} onChange={(e) => setProof(e.target.value)} className="h-8" />
            </div>
            <div className="space-y-1">
              <Label htmlFor={fileId} className="text-xs">
                {T.proofImage}
              </Label>
              <Input
                id={fileId}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                className="h-8"
              />
            </div>
            <Button size="sm" disabled={busy} onClick={() => void markDone()}>
              {T.markDone}
            </Button>
          </>
        )}
        {live && !mine && m.state === 'done' && (
          <>
            <Button size="sm" onClick={() => void run({ kind: 'confirm', mid: m.id, json: { accept: true } })}>
              {T.confirm}
            </Button>
            <div className="space-y-1">
              <Label htmlFor={commentId} className="text-xs">
                {T.disputeComment}
              </Label>
              <Input id={commentId} value={comment} onChange={(e) => setComment(e.target.value)} className="h-8" />
            </div>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void run({ kind: 'confirm', mid: m.id, json: { accept: false, comment } })}
            >
              {T.dispute}
            </Button>
          </>
        )}
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
