import { describe, expect, it } from 'vitest';
import { ZDealTerms } from '@shared/schemas/deal';
import { fieldOf, termsOf, valuesOf } from './deal-terms-values';

const terms = ZDealTerms.parse({
  title: 'Sponsringsavtal',
  partyA: { name: 'Anna AB', orgNumber: '556036-0793' },
  partyB: { name: 'IK Prov', orgNumber: '' },
  amountSek: 25000,
  deliverables: ['Logotyp på tröjan', 'Två inlägg'],
  periodStart: '2027-01-01',
  milestones: [{ title: 'Logotyp', dueDate: '2027-02-01', responsible: 'b' }],
});

describe('the deal terms form values', () => {
  it('fill from a version and make the same terms again', () => {
    expect(ZDealTerms.parse(termsOf(valuesOf(terms)))).toEqual(terms);
  });

  it('read an empty amount as 0, an empty date as none, deliverables one per line', () => {
    const values = { ...valuesOf(terms), amountSek: ' ', periodStart: '', deliverables: 'A\n\n  B  \n' };
    expect(termsOf(values)).toMatchObject({ amountSek: 0, periodStart: null, deliverables: ['A', 'B'] });
  });

  it("place an issue at its field: a deliverable's under the box, a milestone's at its own field", () => {
    expect(fieldOf(['deliverables', 1])).toBe('deliverables');
    expect(fieldOf(['milestones', 0, 'title'])).toBe('milestones.0.title');
    expect(fieldOf(['partyA', 'name'])).toBe('partyA.name');
    expect(fieldOf(['milestones'])).toBe('milestones');
  });
});
