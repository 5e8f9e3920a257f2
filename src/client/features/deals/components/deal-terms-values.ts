// The deal terms form's values (deal-terms-form.tsx): the terms as typed (amount, dates and deliverables as
// text), filled from a version's terms, the terms they make, and where a schema issue is shown.
import type { TDealTerms } from '@shared/schemas/deal';

export type Values = Omit<TDealTerms, 'amountSek' | 'deliverables' | 'periodStart' | 'periodEnd'> & {
  amountSek: string;
  /** one per line */
  deliverables: string;
  periodStart: string;
  periodEnd: string;
};

export const valuesOf = (t: TDealTerms): Values => ({
  ...t,
  amountSek: String(t.amountSek),
  deliverables: t.deliverables.join('\n'),
  periodStart: t.periodStart ?? '',
  periodEnd: t.periodEnd ?? '',
});

/** The terms the values make (an empty amount is 0, an empty date none); the shared schema checks them. */
export const termsOf = (v: Values) => ({
  ...v,
  amountSek: v.amountSek.trim() === '' ? 0 : Number(v.amountSek),
  deliverables: v.deliverables
    .split('\n')
    .map((d) => d.trim())
    .filter(Boolean),
  periodStart: v.periodStart || null,
  periodEnd: v.periodEnd || null,
});

/** a deliverable's issue under the deliverables box, any other at the field of its path */
export const fieldOf = (path: readonly PropertyKey[]) =>
  path[0] === 'deliverables' ? 'deliverables' : path.map(String).join('.');
