// /stiftelser/ny and /stiftelser/:id/redigera: a foundation publishes a programme, or edits one (pre-filled);
// either way it waits for an admin's approval (the server sets an edited programme back to unapproved).
// Checked with the shared schema before sending, each message under its field; the server's answer as a toast.
import type { ReactNode } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { toast } from '@client/lib/toast';
import { showIssues } from '@client/lib/form-issues';
import { Button } from '@client/components/ui/button';
import {
  Form,
  FormControl,
  FormField,
  FormFieldItem,
  FormInputItem,
  FormItem,
  FormMessage,
} from '@client/components/ui/form';
import { GRANT_APPLICANTS, GRANT_APPLICANT_LABELS, GRANT_AREAS, GRANT_REGIONS, MONTHS } from '@shared/grant-texts';
import { ZCreateGrantRequest } from '@shared/schemas/grant';
import type { TGrant } from '@shared/schemas/grant.response';
import { useCreateGrant, useUpdateGrant } from '../api/grant-actions';
import { requestOf, valuesOf, type Values } from './grant-form-values';

const T = {
  organization: 'Stiftelsens namn',
  name: 'Utlysningens namn',
  purpose: 'Syfte',
  criteria: 'Kriterier (ett per rad)',
  areas: 'Områden',
  regions: 'Regioner',
  applicants: 'Vem får söka',
  amountMin: 'Lägsta belopp (kr)',
  amountMax: 'Högsta belopp (kr)',
  deadline: 'Sista ansökningsdag',
  deadlineKinds: [
    ['date', 'Ett datum'],
    ['yearly', 'Samma dag varje år'],
    ['rolling', 'Löpande'],
  ] as const,
  date: 'Datum',
  day: 'Dag',
  month: 'Månad',
  applyMode: 'Hur man ansöker',
  applyModes: [
    ['samverka', 'Här på Samverka'],
    ['external', 'På stiftelsens webbplats'],
  ] as const,
  applyUrl: 'Länk till ansökan',
  documents: 'Dokument som ska bifogas (ett per rad)',
  submitNew: 'Skicka för granskning',
  submitEdit: 'Spara och skicka för granskning',
  fixErrors: 'Rätta de markerade fälten.',
} as const;

type ListName = 'areas' | 'regions' | 'applicant_types';

/** Tick boxes of one list field in a fieldset; its error under them. */
function Checkboxes({
  control,
  name,
  legend,
  values,
  labels,
}: {
  control: Control<Values>;
  name: ListName;
  legend: string;
  values: readonly string[];
  labels?: Record<string, string>;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="space-y-1">
          <FormControl>
            <fieldset className="space-y-1">
              <legend className="text-sm font-medium">{legend}</legend>
              <div className="flex max-h-48 flex-wrap gap-x-4 gap-y-1 overflow-auto">
                {values.map((v) => (
                  <label key={v} className="flex items-center gap-1.5 text-sm">
                    <input
                      type="checkbox"
                      name={field.name}
                      value={v}
                      checked={field.value.includes(v)}
                      onChange={(e) =>
                        field.onChange(e.target.checked ? [...field.value, v] : field.value.filter((x) => x !== v))
                      }
                      onBlur={field.onBlur}
                    />{' '}
                    {labels?.[v] ?? v}
                  </label>
                ))}
              </div>
            </fieldset>
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** Radio buttons of one choice in a fieldset, and what the chosen one asks for under them. */
function Choice<N extends 'deadline_kind' | 'apply_mode'>({
  control,
  name,
  legend,
  options,
  children,
}: {
  control: Control<Values>;
  name: N;
  legend: string;
  options: readonly (readonly [Values[N], string])[];
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <FormField
        control={control}
        name={name}
        render={({ field }) => (
          <div className="flex flex-wrap gap-4 text-sm">
            {options.map(([value, label]) => (
              <label key={value} className="flex items-center gap-1.5">
                <input
                  type="radio"
                  name={field.name}
                  value={value}
                  checked={field.value === value}
                  onChange={() => field.onChange(value)}
                />
                {label}
              </label>
            ))}
          </div>
        )}
      />
      {children}
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
  const form = useForm<Values>({ defaultValues: valuesOf(initial) });
  const c = form.control;
  const kind = useWatch({ control: c, name: 'deadline_kind' });
  const mode = useWatch({ control: c, name: 'apply_mode' });

  const submit = form.handleSubmit((values) => {
    form.clearErrors();
    const parsed = ZCreateGrantRequest.safeParse(requestOf(values));
    if (!parsed.success) {
      showIssues(form.setError, parsed.error.issues);
      toast.error(T.fixErrors);
      return;
    }
    save.mutate(parsed.data, { onSuccess: onCreated, onError: (err) => toast.error(err.message) });
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="max-w-3xl space-y-5">
        <FormInputItem
          control={c}
          className="space-y-1"
          name="organization"
          id="g-organization"
          label={T.organization}
          required
        />
        <FormInputItem control={c} className="space-y-1" name="name" id="g-name" label={T.name} required />
        <FormInputItem
          control={c}
          className="space-y-1"
          name="purpose"
          id="g-purpose"
          label={T.purpose}
          rows={4}
          required
        />
        <FormInputItem control={c} className="space-y-1" name="criteria" id="g-criteria" label={T.criteria} rows={4} />
        <Checkboxes control={c} name="areas" legend={T.areas} values={GRANT_AREAS} />
        <Checkboxes control={c} name="regions" legend={T.regions} values={GRANT_REGIONS} />
        <Checkboxes
          control={c}
          name="applicant_types"
          legend={T.applicants}
          values={GRANT_APPLICANTS}
          labels={GRANT_APPLICANT_LABELS}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInputItem
            control={c}
            className="space-y-1"
            name="amount_min"
            id="g-min"
            label={T.amountMin}
            type="number"
            min={0}
          />
          <FormInputItem
            control={c}
            className="space-y-1"
            name="amount_max"
            id="g-max"
            label={T.amountMax}
            type="number"
            min={0}
          />
        </div>
        <Choice control={c} name="deadline_kind" legend={T.deadline} options={T.deadlineKinds}>
          {kind === 'date' && (
            <FormInputItem
              control={c}
              className="space-y-1"
              name="deadline_date"
              id="g-date"
              label={T.date}
              type="date"
              required
            />
          )}
          {kind === 'yearly' && (
            <div className="flex gap-4">
              <FormInputItem
                control={c}
                className="space-y-1"
                name="deadline_day"
                id="g-day"
                label={T.day}
                type="number"
                min={1}
                max={31}
                required
              />
              <FormFieldItem
                control={c}
                name="deadline_month"
                id="g-month"
                label={T.month}
                className="space-y-1"
                render={(field) => (
                  <select {...field} className="h-9 rounded-md border bg-background px-3 text-sm">
                    {MONTHS.map((m, i) => (
                      <option key={m} value={i + 1}>
                        {m}
                      </option>
                    ))}
                  </select>
                )}
              />
            </div>
          )}
        </Choice>
        <Choice control={c} name="apply_mode" legend={T.applyMode} options={T.applyModes}>
          {mode === 'external' && (
            <FormInputItem
              control={c}
              className="space-y-1"
              name="apply_url"
              id="g-url"
              label={T.applyUrl}
              type="url"
              required
            />
          )}
        </Choice>
        <FormInputItem
          control={c}
          className="space-y-1"
          name="documents"
          id="g-documents"
          label={T.documents}
          rows={3}
        />
        <Button type="submit" disabled={save.isPending}>
          {initial ? T.submitEdit : T.submitNew}
        </Button>
      </form>
    </Form>
  );
}
