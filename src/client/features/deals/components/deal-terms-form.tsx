// The terms of a deal as a form on the shared Form set: every field of the template, deliverables one per
// line, and the milestones (at most 30). Saving sends the whole terms as a new version, checked first by
// ZDealTerms with each message under its field.
import type { ReactElement } from 'react';
import { useFieldArray, useForm, useWatch, type ControllerRenderProps, type FieldPath } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Form, FormFieldItem, FormInputItem } from '@client/components/ui/form';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { showIssues } from '@client/lib/form-issues';
import { DEAL_FIELD_LABELS as F, DEAL_LIMITS } from '@shared/deal-texts';
import { ZDealTerms, type TDealTerms } from '@shared/schemas/deal';
import { DEALS_UI as T } from '../texts';
import { fieldOf, termsOf, valuesOf, type Values } from './deal-terms-values';

const SELECT =
  'h-9 rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50';

type Text =
  | 'title'
  | 'goodsAndServices'
  | 'paymentTerms'
  | 'cancellation'
  | 'marketingRights'
  | 'gdpr'
  | 'signatoryA'
  | 'signatoryB';

export function DealTermsForm({
  initial,
  disabled,
  voidsSignatures,
  onSave,
}: {
  initial: TDealTerms;
  disabled: boolean;
  voidsSignatures: boolean;
  onSave: (terms: TDealTerms) => Promise<void>;
}) {
  const form = useForm<Values>({ defaultValues: valuesOf(initial), disabled });
  const c = form.control;
  const milestones = useFieldArray({ control: c, name: 'milestones' });
  const typed = useWatch({ control: c, name: 'milestones' });
  const errors = form.formState.errors;
  const milestonesError = errors.milestones?.message ?? errors.milestones?.root?.message;

  const field = <N extends FieldPath<Values>>(
    name: N,
    label: string,
    input: (field: ControllerRenderProps<Values, N>) => ReactElement,
    description?: string,
  ) => (
    <FormFieldItem
      control={c}
      name={name}
      label={label}
      description={description}
      className="space-y-1.5"
      render={input}
    />
  );
  const text = (key: Text | `${'partyA' | 'partyB'}.${'name' | 'orgNumber'}`, label: string, area = false) => (
    <FormInputItem control={c} name={key} label={label} className="space-y-1.5" rows={area ? 2 : undefined} />
  );
  const party = (key: 'partyA' | 'partyB') => (
    <fieldset className="space-y-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">{F[key]}</legend>
      {text(`${key}.name`, T.name)}
      {text(`${key}.orgNumber`, T.orgNumber)}
    </fieldset>
  );
  const whoSelect = (f: ControllerRenderProps<Values, 'payer' | `milestones.${number}.responsible`>) => (
    <select {...f} className={SELECT}>
      <option value="a">{T.party('a')}</option>
      <option value="b">{T.party('b')}</option>
    </select>
  );

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    const parsed = ZDealTerms.safeParse(termsOf(values));
    if (!parsed.success) return void showIssues(form.setError, parsed.error.issues, fieldOf);
    await onSave(parsed.data);
  });

  return (
    <Form {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" aria-label={T.termsTitle}>
        {text('title', F.title)}
        <div className="grid gap-4 sm:grid-cols-2">
          {party('partyA')}
          {party('partyB')}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('payer', F.payer, whoSelect)}
          {field('amountSek', F.amountSek, (f) => (
            <Input type="number" inputMode="numeric" min={0} max={DEAL_LIMITS.maxAmountSek} step={1} {...f} />
          ))}
        </div>
        {text('goodsAndServices', F.goodsAndServices, true)}
        {field(
          'deliverables',
          F.deliverables,
          (f) => (
            <Textarea {...f} />
          ),
          T.deliverablesHint,
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {field('periodStart', F.periodStart, (f) => (
            <Input type="date" {...f} />
          ))}
          {field('periodEnd', F.periodEnd, (f) => (
            <Input type="date" {...f} />
          ))}
        </div>
        {text('paymentTerms', F.paymentTerms, true)}
        {text('cancellation', F.cancellation, true)}
        {text('marketingRights', F.marketingRights, true)}
        {text('gdpr', F.gdpr, true)}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('signatoryA', F.signatoryA)}
          {text('signatoryB', F.signatoryB)}
        </div>
        <fieldset className="space-y-3 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">{F.milestones}</legend>
          {milestones.fields.map((m, i) => (
            <div key={m.id} className="grid items-end gap-2 sm:grid-cols-[1fr_auto_auto_auto]">
              {field(`milestones.${i}.title`, `${T.milestoneTitle} ${i + 1}`, (f) => (
                <Input {...f} />
              ))}
              {field(`milestones.${i}.dueDate`, T.milestoneDue, (f) => (
                <Input type="date" {...f} />
              ))}
              {field(`milestones.${i}.responsible`, T.milestoneResponsible, whoSelect)}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={disabled}
                aria-label={T.removeMilestone(typed[i]?.title ?? m.title)}
                onClick={() => milestones.remove(i)}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          ))}
          {milestonesError && (
            <p role="alert" className="text-sm text-destructive">
              {milestonesError}
            </p>
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled || milestones.fields.length >= DEAL_LIMITS.maxMilestones}
            onClick={() => {
              const { periodEnd, payer } = form.getValues();
              milestones.append(
                {
                  title: '',
                  dueDate: periodEnd || new Date().toISOString().slice(0, 10),
                  responsible: payer === 'a' ? 'b' : 'a',
                },
                { shouldFocus: false },
              );
            }}
          >
            <Plus aria-hidden /> {T.addMilestone}
          </Button>
        </fieldset>
        {form.formState.submitCount > 0 && Object.keys(errors).length > 0 && (
          <p role="alert" className="text-sm text-destructive">
            {T.fixErrors}
          </p>
        )}
        {!disabled && (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit">{T.save}</Button>
            {voidsSignatures && <p className="text-sm text-muted-foreground">{T.saveVoids}</p>}
          </div>
        )}
      </form>
    </Form>
  );
}
