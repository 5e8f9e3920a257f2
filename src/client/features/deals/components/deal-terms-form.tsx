// The terms of a deal as a form: every field of the template, deliverables one per line, and the
// milestones (at most 30). Saving sends the whole terms as a new version (checked by ZDealTerms).
import { useId, useState, type ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { DEAL_FIELD_LABELS as F, DEAL_LIMITS } from '@shared/deal-texts';
import { ZDealTerms, type TDealTerms } from '@shared/schemas/deal';
import { DEALS_UI as T } from '../texts';

const SELECT =
  'h-9 rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50';

function Field({ label, children, hint }: { label: string; hint?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

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
  const [terms, setTerms] = useState<TDealTerms>(initial);
  const [deliverables, setDeliverables] = useState(initial.deliverables.join('\n'));
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof TDealTerms>(key: K, value: TDealTerms[K]) => setTerms((t) => ({ ...t, [key]: value }));
  const text = (
    key:
      | 'title'
      | 'goodsAndServices'
      | 'paymentTerms'
      | 'cancellation'
      | 'marketingRights'
      | 'gdpr'
      | 'signatoryA'
      | 'signatoryB',
    area = false,
  ) => (
    <Field label={F[key]}>
      {(id) =>
        area ? (
          <Textarea id={id} value={terms[key]} disabled={disabled} onChange={(e) => set(key, e.target.value)} />
        ) : (
          <Input id={id} value={terms[key]} disabled={disabled} onChange={(e) => set(key, e.target.value)} />
        )
      }
    </Field>
  );
  const party = (key: 'partyA' | 'partyB') => (
    <fieldset className="space-y-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">{F[key]}</legend>
      <Field label={T.name}>
        {(id) => (
          <Input
            id={id}
            value={terms[key].name}
            disabled={disabled}
            onChange={(e) => set(key, { ...terms[key], name: e.target.value })}
          />
        )}
      </Field>
      <Field label={T.orgNumber}>
        {(id) => (
          <Input
            id={id}
            value={terms[key].orgNumber}
            disabled={disabled}
            onChange={(e) => set(key, { ...terms[key], orgNumber: e.target.value })}
          />
        )}
      </Field>
    </fieldset>
  );

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ZDealTerms.safeParse({
      ...terms,
      deliverables: deliverables
        .split('\n')
        .map((d) => d.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    await onSave(parsed.data);
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" aria-label={T.termsTitle}>
      {text('title')}
      <div className="grid gap-4 sm:grid-cols-2">
        {party('partyA')}
        {party('partyB')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={F.payer}>
          {(id) => (
            <select
              id={id}
              className={SELECT}
              value={terms.payer}
              disabled={disabled}
              onChange={(e) => set('payer', e.target.value as 'a' | 'b')}
            >
              <option value="a">{T.party('a')}</option>
              <option value="b">{T.party('b')}</option>
            </select>
          )}
        </Field>
        <Field label={F.amountSek}>
          {(id) => (
            <Input
              id={id}
              type="number"
              inputMode="numeric"
              min={0}
              max={DEAL_LIMITS.maxAmountSek}
              step={1}
              value={String(terms.amountSek)}
              disabled={disabled}
              onChange={(e) => set('amountSek', e.target.value === '' ? 0 : Number(e.target.value))}
            />
          )}
        </Field>
      </div>
      {text('goodsAndServices', true)}
      <Field label={F.deliverables} hint={T.deliverablesHint}>
        {(id) => (
          <Textarea
            id={id}
            value={deliverables}
            disabled={disabled}
            onChange={(e) => setDeliverables(e.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={F.periodStart}>
          {(id) => (
            <Input
              id={id}
              type="date"
              value={terms.periodStart ?? ''}
              disabled={disabled}
              onChange={(e) => set('periodStart', e.target.value || null)}
            />
          )}
        </Field>
        <Field label={F.periodEnd}>
          {(id) => (
            <Input
              id={id}
              type="date"
              value={terms.periodEnd ?? ''}
              disabled={disabled}
              onChange={(e) => set('periodEnd', e.target.value || null)}
            />
          )}
        </Field>
      </div>
      {text('paymentTerms', true)}
      {text('cancellation', true)}
      {text('marketingRights', true)}
      {text('gdpr', true)}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('signatoryA')}
        {text('signatoryB')}
      </div>
      <fieldset className="space-y-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">{F.milestones}</legend>
        {terms.milestones.map((m, i) => {
          const update = (patch: Partial<typeof m>) =>
            set(
              'milestones',
              terms.milestones.map((x, j) => (j === i ? { ...x, ...patch } : x)),
            );
          return (
            <div key={i} className="grid items-end gap-2 sm:grid-cols-[1fr_auto_auto_auto]">
              <Field label={`${T.milestoneTitle} ${i + 1}`}>
                {(id) => (
                  <Input
                    id={id}
                    value={m.title}
                    disabled={disabled}
                    onChange={(e) => update({ title: e.target.value })}
                  />
                )}
              </Field>
              <Field label={T.milestoneDue}>
                {(id) => (
                  <Input
                    id={id}
                    type="date"
                    value={m.dueDate}
                    disabled={disabled}
                    onChange={(e) => update({ dueDate: e.target.value })}
                  />
                )}
              </Field>
              <Field label={T.milestoneResponsible}>
                {(id) => (
                  <select
                    id={id}
                    className={SELECT}
                    value={m.responsible}
                    disabled={disabled}
                    onChange={(e) => update({ responsible: e.target.value as 'a' | 'b' })}
                  >
                    <option value="a">{T.party('a')}</option>
                    <option value="b">{T.party('b')}</option>
                  </select>
                )}
              </Field>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={disabled}
                aria-label={T.removeMilestone(m.title)}
                onClick={() =>
                  set(
                    'milestones',
                    terms.milestones.filter((_, j) => j !== i),
                  )
                }
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          );
        })}
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled || terms.milestones.length >= DEAL_LIMITS.maxMilestones}
          onClick={() =>
            set('milestones', [
              ...terms.milestones,
              {
                title: '',
                dueDate: terms.periodEnd ?? new Date().toISOString().slice(0, 10),
                responsible: terms.payer === 'a' ? 'b' : 'a',
              },
            ])
          }
        >
          <Plus aria-hidden /> {T.addMilestone}
        </Button>
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {!disabled && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">{T.save}</Button>
          {voidsSignatures && <p className="text-sm text-muted-foreground">{T.saveVoids}</p>}
        </div>
      )}
    </form>
  );
}
