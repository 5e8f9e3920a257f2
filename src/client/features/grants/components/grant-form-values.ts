// The grant form's values (grant-form.tsx): what the fields hold, filled from a stored programme, and the
// request they make (the shared schema checks it before it is sent).
import type { DeadlineKind } from '@shared/grant-texts';
import type { TGrant } from '@shared/schemas/grant.response';

export type ApplyMode = 'samverka' | 'external';

export interface Values {
  organization: string;
  name: string;
  purpose: string;
  /** one per line */
  criteria: string;
  areas: string[];
  regions: string[];
  applicant_types: string[];
  amount_min: string;
  amount_max: string;
  deadline_kind: DeadlineKind;
  deadline_date: string;
  deadline_month: string;
  deadline_day: string;
  apply_mode: ApplyMode;
  apply_url: string;
  /** one per line */
  documents: string;
}

const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export const valuesOf = (g?: TGrant): Values => ({
  organization: g?.organization ?? '',
  name: g?.name ?? '',
  purpose: g?.purpose ?? '',
  criteria: g?.criteria.join('\n') ?? '',
  areas: g?.areas ?? [],
  regions: g?.regions ?? [],
  applicant_types: g?.applicant_types ?? [],
  amount_min: text(g?.amount_min),
  amount_max: text(g?.amount_max),
  deadline_kind: g?.deadline_kind ?? 'date',
  deadline_date: g?.deadline_date ?? '',
  // the month list starts at January
  deadline_month: text(g?.deadline_month ?? 1),
  deadline_day: text(g?.deadline_day),
  apply_mode: g?.apply_mode ?? 'samverka',
  apply_url: g?.apply_url ?? '',
  documents: g?.documents.join('\n') ?? '',
});

const lines = (v: string) =>
  v
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const num = (v: string) => (v.trim() === '' ? null : Number(v));

/** The request the values make: only the deadline of the chosen kind, the link only when applying there. */
export const requestOf = (v: Values) => ({
  organization: v.organization,
  name: v.name,
  purpose: v.purpose,
  criteria: lines(v.criteria),
  areas: v.areas,
  regions: v.regions,
  applicant_types: v.applicant_types,
  amount_min: num(v.amount_min),
  amount_max: num(v.amount_max),
  deadline_kind: v.deadline_kind,
  deadline_date: v.deadline_kind === 'date' ? v.deadline_date || null : null,
  deadline_month: v.deadline_kind === 'yearly' ? num(v.deadline_month) : null,
  deadline_day: v.deadline_kind === 'yearly' ? num(v.deadline_day) : null,
  apply_mode: v.apply_mode,
  apply_url: v.apply_mode === 'external' ? v.apply_url : null,
  documents: lines(v.documents),
});
