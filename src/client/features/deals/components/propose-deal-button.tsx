// 'Föreslå avtal': a dialog that picks a template fitting the pair and creates the draft, then opens it.
// Used on an offer's page and in a conversation's header (composed in src/client/app).
import { useId, useState } from 'react';
import { useNavigate } from '@client/lib/router';
import { toast } from '@client/lib/toast';
import { FileSignature } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { FormDialog } from '@client/components/form-dialog';
import { RadioGroup, RadioGroupItem } from '@client/components/ui/radio-group';
import { Label } from '@client/components/ui/label';
import { paths } from '@client/config/paths';
import { ApiError } from '@client/lib/api-client';
import { DEAL_TEMPLATES, DEAL_TEMPLATE_LABELS, type DealTemplate } from '@shared/deal-texts';
import { useCreateDeal } from '../api/deal-actions';
import { DEALS_UI as T } from '../texts';

/** The template the pair most likely wants (the server checks the fit). */
export function suggestTemplate(a?: string | null, b?: string | null): DealTemplate {
  const pair = new Set([a, b]);
  if (pair.has('business') && pair.has('association')) return 'sponsorship';
  if (pair.has('business') && pair.has('influencer')) return 'influencer';
  if (pair.has('foundation') && (pair.has('association') || pair.has('influencer'))) return 'grant';
  if (pair.has('individual')) return 'assignment';
  return 'blank';
}

export function ProposeDealButton({
  counterpartyId,
  counterpartyName,
  offerId,
  myType,
  theirType,
  size = 'sm',
  compact = false,
  template: initialTemplate,
  label,
}: {
  counterpartyId: string;
  counterpartyName: string;
  offerId?: string;
  myType?: string | null;
  theirType?: string | null;
  size?: 'sm' | 'default';
  /** a conversation's header: only the icon (named for screen readers and on hover) up to md */
  compact?: boolean;
  /** the template chosen when the dialog opens (else the one suggested for the pair) */
  template?: DealTemplate;
  /** the button's text (else 'Föreslå avtal') */
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const [template, setTemplate] = useState<DealTemplate>(initialTemplate ?? suggestTemplate(myType, theirType));
  const create = useCreateDeal();
  const navigate = useNavigate();
  const labelId = useId();

  const submit = async () => {
    try {
      const { id } = await create.mutateAsync({ counterpartyId, template, offerId });
      toast.success(T.created);
      setOpen(false);
      navigate(paths.deal.getHref(id));
    } catch (error) {
      toast.error(T.createError, { description: error instanceof ApiError ? error.message : undefined });
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          type="button"
          variant="outline"
          size={size}
          title={compact ? T.proposeTitle(counterpartyName) : undefined}
          className={compact ? 'shrink-0' : undefined}
          data-testid={compact ? 'propose-deal-compact' : undefined}
        >
          <FileSignature aria-hidden />{' '}
          <span className={compact ? 'sr-only md:not-sr-only' : undefined}>{label ?? T.propose}</span>
        </Button>
      }
      title={T.proposeTitle(counterpartyName)}
      description={T.proposeText}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      cancelLabel={T.cancel}
      submitLabel={T.create}
      submitDisabled={create.isPending}
    >
      <p id={labelId} className="text-sm font-medium">
        {T.template}
      </p>
      <RadioGroup aria-labelledby={labelId} value={template} onValueChange={(v) => setTemplate(v as DealTemplate)}>
        {DEAL_TEMPLATES.map((t) => (
          <div key={t} className="flex items-center gap-2">
            <RadioGroupItem value={t} id={`${labelId}-${t}`} />
            <Label htmlFor={`${labelId}-${t}`}>{DEAL_TEMPLATE_LABELS[t]}</Label>
          </div>
        ))}
      </RadioGroup>
    </FormDialog>
  );
}
