// The field-by-field difference between two versions of a deal's terms (the deal page shows what
// changed since the version the viewer last saw).
import { DEAL_FIELD_LABELS, type DealField } from './deal-texts.js';
import type { TDealTerms } from './schemas/deal.js';

export interface TermChange {
  field: DealField;
  label: string;
  before: string;
  after: string;
}

const party = (p: { name: string; orgNumber: string }) =>
  [p.name, p.orgNumber && `org.nr ${p.orgNumber}`].filter(Boolean).join(', ');

/** One field of the terms as the text the diff, the form summary and the PDF show. */
export function termText(terms: TDealTerms, field: DealField): string {
  switch (field) {
    case 'partyA':
      return party(terms.partyA);
    case 'partyB':
      return party(terms.partyB);
    case 'payer':
      return terms.payer === 'a' ? 'Part A' : 'Part B';
    case 'amountSek':
      return `${terms.amountSek.toLocaleString('sv-SE').replace(/\u00a0/g, ' ')} kr`;
    case 'deliverables':
      return terms.deliverables.map((d) => `• ${d}`).join('\n');
    case 'milestones':
      return terms.milestones
        .map((m) => `• ${m.title} – ${m.dueDate} (ansvarig: part ${m.responsible.toUpperCase()})`)
        .join('\n');
    default:
      return terms[field] ?? '';
  }
}

export function diffTerms(before: TDealTerms, after: TDealTerms): TermChange[] {
  const changes: TermChange[] = [];
  for (const field of Object.keys(DEAL_FIELD_LABELS) as DealField[]) {
    const a = termText(before, field);
    const b = termText(after, field);
    if (a !== b) changes.push({ field, label: DEAL_FIELD_LABELS[field], before: a, after: b });
  }
  return changes;
}
