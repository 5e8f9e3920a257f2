// Reading the county boards' foundation register as CSV (name, organisationsnummer, county, purpose, contact):
// every row checked, errors per row, nothing returned to import unless every row is right.
import { COUNTIES, GRANT_TEXTS } from '@shared/grant-texts.js';
import { fold } from '@server/search/words.js';

const E = GRANT_TEXTS.errors;

export interface FoundationRecord {
  name: string;
  orgNumber: string;
  county: string;
  purpose: string;
  contact: string;
}
export interface RowError {
  row: number;
  message: string;
}

/** Fields of one CSV text: quotes ("a ""b"""), the delimiter inside quotes, CRLF or LF line ends. */
export function parseCsv(text: string, delimiter: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      out.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) out.push([...row, field]);
  return out;
}

/** Swedish organisationsnummer: ten digits (NNNNNN-NNNN) with a valid Luhn check digit. */
export function normalizeOrgNumber(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return null;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let n = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    if (n > 9) n -= 9;
    sum += n;
  }
  return sum % 10 === 0 ? `${digits.slice(0, 6)}-${digits.slice(6)}` : null;
}

const countyByKey = new Map<string, string>();
for (const county of COUNTIES) {
  const short = fold(county.replace(/ län$/, ''));
  for (const key of [fold(county), short, short.replace(/s$/, '')]) countyByKey.set(key, county);
}
/** 'Västerbottens län', 'västerbotten', 'Stockholms lan' → the county as the register writes it */
export function normalizeCounty(raw: string): string | null {
  return (
    countyByKey.get(fold(raw.trim().replace(/\s+/g, ' '))) ??
    countyByKey.get(fold(raw.trim().replace(/\s+län$/i, ''))) ??
    null
  );
}

/** The register's columns (folded), and the contact columns joined into one text. */
const COLUMNS = {
  name: ['stiftelsens namn', 'namn'],
  org: ['organisationsnummer'],
  county: ['lan'],
  purpose: ['andamal'],
  contact: ['kontaktperson', 'e-post', 'telefon', 'kontakt'],
};

/**
 * The rows of a register file (the länsstyrelsernas export: Stiftelsens namn;Organisationsnummer;Län;
 * Ändamål;Kontaktperson;E-post;Telefon, semicolons or commas), or the errors of every bad row (row numbers
 * are line numbers, the header is 1).
 */
export function readFoundationCsv(raw: string): { records: FoundationRecord[]; errors: RowError[] } {
  const text = raw.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') ? ';' : ',';
  const table = parseCsv(text, delimiter);
  const header = (table[0] ?? []).map((h) => fold(h.trim()));
  const at = (names: string[]) => header.findIndex((h) => names.includes(h));
  const idx = {
    name: at(COLUMNS.name),
    org: at(COLUMNS.org),
    county: at(COLUMNS.county),
    purpose: at(COLUMNS.purpose),
  };
  const contactAt = header.map((h, i) => (COLUMNS.contact.includes(h) ? i : -1)).filter((i) => i >= 0);
  if (Object.values(idx).some((i) => i < 0)) return { records: [], errors: [{ row: 1, message: E.csvHeader }] };
  const records: FoundationRecord[] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  table.slice(1).forEach((raw, i) => {
    const row = i + 2;
    const fields = raw.map((f) => f.trim());
    if (fields.every((f) => f === '')) return;
    if (fields.length !== header.length)
      return void errors.push({ row, message: E.csvColumns(fields.length, header.length) });
    const name = fields[idx.name]!;
    const org = fields[idx.org]!;
    const county = fields[idx.county]!;
    const purpose = fields[idx.purpose]!;
    const orgNumber = normalizeOrgNumber(org);
    const countyName = normalizeCounty(county);
    const problems = [
      !name && E.csvName,
      !orgNumber && E.csvOrgNumber(org),
      !countyName && E.csvCounty(county),
      !purpose && E.csvPurpose,
      orgNumber && seen.has(orgNumber) && E.csvDuplicate(seen.get(orgNumber)!),
    ].filter((p): p is string => typeof p === 'string');
    if (problems.length > 0) return void errors.push({ row, message: problems.join(' ') });
    seen.set(orgNumber!, row);
    const contact = contactAt
      .map((c) => fields[c])
      .filter(Boolean)
      .join(', ');
    records.push({ name, orgNumber: orgNumber!, county: countyName!, purpose, contact });
  });
  if (records.length === 0 && errors.length === 0) errors.push({ row: 1, message: E.csvEmpty });
  return { records: errors.length > 0 ? [] : records, errors };
}
