// /stiftelser/ny and /stiftelser/:id/redigera: a foundation publishes a programme, or edits one (pre-filled);
// either way it waits for an admin's approval (the server sets an edited programme back to unapproved).
import { useState, type FormEvent } from 'react';
import { toast } from '@client/lib/toast';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import {
  GRANT_APPLICANTS,
  GRANT_APPLICANT_LABELS,
  GRANT_AREAS,
  GRANT_REGIONS,
  MONTHS,
  type DeadlineKind,
} from '@shared/grant-texts';
import type { TCreateGrantRequest } from '@shared/schemas/grant';
import type { TGrant } from '@shared/schemas/grant.response';
import { useCreateGrant, useUpdateGrant } from '../api/grant-actions';

const lines = (v: FormDataEntryValue | null) =>
  String(v ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const num = (v: FormDataEntryValue | null) => (String(v ?? '').trim() === '' ? null : Number(v));

function Checkboxes({
  name,
  legend,
  values,
  labels,
  checked = [],
}: {
  name: string;
  legend: string;
  values: readonly string[];
  labels?: Record<string, string>;
  checked?: readonly string[];
}) {
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex max-h-48 flex-wrap gap-x-4 gap-y-1 overflow-auto">
        {values.map((v) => (
          <label key={v} className="flex items-center gap-1.5 text-sm">
            <input type="checkbox" name={name} value={v} defaultChecked={checked.includes(v)} /> {labels?.[v] ?? v}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function GrantForm({
  initial,
  onCreated,
}: {
  /** the programme to edit; without it a new one is published */
  initial?: TGrant;
  onCreated: (grant: TGrant) => void;
}) {
  const create = useCreateGrant();
  const update = useUpdateGrant(initial?.id ?? '');
  const save = initial ? update : create;
  const [kind, setKind] = useState<DeadlineKind>(initial?.deadline_kind ?? 'date');
  const [mode, setMode] = useState<'samverka' | 'external'>(initial?.apply_mode ?? 'samverka');
  const g = initial;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const body = {
      organization: String(f.get('organization') ?? ''),
      name: String(f.get('name') ?? ''),
      purpose: String(f.get('purpose') ?? ''),
      criteria: lines(f.get('criteria')),
      areas: f.getAll('areas').map(String),
      regions: f.getAll('regions').map(String),
      applicant_types: f.getAll('applicant_types').map(String),
      amount_min: num(f.get('amount_min')),
      amount_max: num(f.get('amount_max')),
      deadline_kind: kind,
      deadline_date: kind === 'date' ? String(f.get('deadline_date') ?? '') || null : null,
      deadline_month: kind === 'yearly' ? num(f.get('deadline_month')) : null,
      deadline_day: kind === 'yearly' ? num(f.get('deadline_day')) : null,
      apply_mode: mode,
      apply_url: mode === 'external' ? String(f.get('apply_url') ?? '') : null,
      documents: lines(f.get('documents')),
    } as TCreateGrantRequest;
    save.mutate(body, { onSuccess: onCreated, onError: (err) => toast.error(err.message) });
  };

  return (
    <form onSubmit={submit} className="max-w-3xl space-y-5">
      <div className="space-y-1">
        <Label htmlFor="g-organization">Stiftelsens namn</Label>
        <Input id="g-organization" name="organization" defaultValue={g?.organization} required />
      </div>
      <div className="space-y-1">
        <Label htmlFor="g-name">Utlysningens namn</Label>
        <Input id="g-name" name="name" defaultValue={g?.name} required />
      </div>
      <div className="space-y-1">
        <Label htmlFor="g-purpose">Syfte</Label>
        <Textarea id="g-purpose" name="purpose" rows={4} defaultValue={g?.purpose} required />
      </div>
      <div className="space-y-1">
        <Label htmlFor="g-criteria">Kriterier (ett per rad)</Label>
        <Textarea id="g-criteria" name="criteria" rows={4} defaultValue={g?.criteria.join('\n')} />
      </div>
      <Checkboxes name="areas" legend="Områden" values={GRANT_AREAS} checked={g?.areas} />
      <Checkboxes name="regions" legend="Regioner" values={GRANT_REGIONS} checked={g?.regions} />
      <Checkboxes
        name="applicant_types"
        legend="Vem får söka"
        values={GRANT_APPLICANTS}
        labels={GRANT_APPLICANT_LABELS}
        checked={g?.applicant_types}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor="g-min">Lägsta belopp (kr)</Label>
          <Input id="g-min" name="amount_min" type="number" min={0} defaultValue={g?.amount_min ?? undefined} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="g-max">Högsta belopp (kr)</Label>
          <Input id="g-max" name="amount_max" type="number" min={0} defaultValue={g?.amount_max ?? undefined} />
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Sista ansökningsdag</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(
            [
              ['date', 'Ett datum'],
              ['yearly', 'Samma dag varje år'],
              ['rolling', 'Löpande'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-1.5">
              <input
                type="radio"
                name="deadline_kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
              />
              {label}
            </label>
          ))}
        </div>
        {kind === 'date' && (
          <div className="space-y-1">
            <Label htmlFor="g-date">Datum</Label>
            <Input id="g-date" name="deadline_date" type="date" defaultValue={g?.deadline_date ?? undefined} required />
          </div>
        )}
        {kind === 'yearly' && (
          <div className="flex gap-4">
            <div className="space-y-1">
              <Label htmlFor="g-day">Dag</Label>
              <Input
                id="g-day"
                name="deadline_day"
                type="number"
                min={1}
                max={31}
                defaultValue={g?.deadline_day ?? undefined}
                required
              />
            </div>
            <div className="space-y-1">
              <Label htmlFor="g-month">Månad</Label>
              <select
                id="g-month"
                name="deadline_month"
                defaultValue={g?.deadline_month ?? undefined}
                className="h-9 rounded-md border bg-background px-3 text-sm"
              >
                {MONTHS.map((m, i) => (
                  <option key={m} value={i + 1}>
                    {m}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Hur man ansöker</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-1.5">
            <input type="radio" name="apply_mode" checked={mode === 'samverka'} onChange={() => setMode('samverka')} />
            Här på Samverka
          </label>
          <label className="flex items-center gap-1.5">
            <input type="radio" name="apply_mode" checked={mode === 'external'} onChange={() => setMode('external')} />
            På stiftelsens webbplats
          </label>
        </div>
        {mode === 'external' && (
          <div className="space-y-1">
            <Label htmlFor="g-url">Länk till ansökan</Label>
            <Input id="g-url" name="apply_url" type="url" defaultValue={g?.apply_url ?? undefined} required />
          </div>
        )}
      </fieldset>
      <div className="space-y-1">
        <Label htmlFor="g-documents">Dokument som ska bifogas (ett per rad)</Label>
        <Textarea id="g-documents" name="documents" rows={3} defaultValue={g?.documents.join('\n')} />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {initial ? 'Spara och skicka för granskning' : 'Skicka för granskning'}
      </Button>
    </form>
  );
}
