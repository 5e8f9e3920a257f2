import { describe, expect, it, vi } from 'vitest';
import { showIssues } from '@client/lib/form-issues';
import { GRANT_TEXTS } from '@shared/grant-texts';
import { ZCreateGrantRequest } from '@shared/schemas/grant';
import type { TGrant } from '@shared/schemas/grant.response';
import { requestOf, valuesOf } from './grant-form-values';

const stored = {
  organization: 'Stiftelsen Provfonden',
  name: 'Bidrag till ungdomsidrott',
  purpose: 'Stöd till föreningar som driver idrott för unga i länet.',
  criteria: ['Verksamheten är för ungdomar', 'Miljöarbete'],
  areas: ['idrott'],
  regions: ['Västerbottens län'],
  applicant_types: ['association'],
  amount_min: null,
  amount_max: 30000,
  deadline_kind: 'yearly',
  deadline_date: null,
  deadline_month: 3,
  deadline_day: 15,
  apply_mode: 'external',
  apply_url: 'https://provfonden.se/ansok',
  documents: [],
} as const;

describe('the grant form values', () => {
  it('fill from a stored programme and make the same request again', () => {
    const request = requestOf(valuesOf(stored as unknown as TGrant));
    expect(request).toEqual(stored);
    expect(ZCreateGrantRequest.safeParse(request).success).toBe(true);
  });

  it('send only the deadline of the chosen kind and the link only when applying elsewhere', () => {
    const values = {
      ...valuesOf(stored as unknown as TGrant),
      deadline_kind: 'date' as const,
      apply_mode: 'samverka' as const,
    };
    values.deadline_date = '2027-06-30';
    expect(requestOf(values)).toMatchObject({
      deadline_date: '2027-06-30',
      deadline_month: null,
      deadline_day: null,
      apply_url: null,
    });
  });

  it('a new programme starts empty, with a date deadline and January in the month list', () => {
    expect(valuesOf()).toMatchObject({
      name: '',
      areas: [],
      deadline_kind: 'date',
      deadline_month: '1',
      amount_min: '',
    });
  });

  it("put the schema's Swedish message under the field it is about, once per field", () => {
    const values = { ...valuesOf(stored as unknown as TGrant), amount_min: '90000', name: '', areas: [] };
    const parsed = ZCreateGrantRequest.safeParse(requestOf(values));
    expect(parsed.success).toBe(false);
    const setError = vi.fn();
    showIssues(setError, parsed.error!.issues);
    const byField = Object.fromEntries(
      setError.mock.calls.map(([name, e]) => [name, (e as { message: string }).message]),
    );
    expect(byField.amount_min).toBe(GRANT_TEXTS.errors.amountOrder);
    expect(Object.keys(byField).sort()).toEqual(['amount_min', 'areas', 'name']);
    expect(setError).toHaveBeenCalledTimes(3);
  });
});
