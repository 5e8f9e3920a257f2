// Swedish organisation numbers (NNNNNN-NNNN, last digit a Luhn check digit over the first nine) and the
// sample foundation register CSV in src/server/data/.
//
//   node bench/data/tools/orgnr.mjs make 802476315      -> 802476-3156 (appends the check digit)
//   node bench/data/tools/orgnr.mjs check 802476-3156   -> ok, or what is wrong
//   node bench/data/tools/orgnr.mjs csv <file.csv>      -> checks every row, prints the problems (exit 1 if any)
//
// The group digit (first) 8 is foundations and non-profit associations; the third digit is 2 or more in
// every organisation number (so it can never be read as a month of a personal identity number).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Luhn check digit for a string of digits (weights 2, 1, 2, 1 … from the left, as for Swedish numbers). */
export function luhnCheckDigit(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** The problem with an organisation number, or null if it is valid. */
export function orgnrProblem(value) {
  const m = /^(\d{6})-(\d{4})$/.exec(value);
  if (!m) return 'not in the form NNNNNN-NNNN';
  const digits = m[1] + m[2];
  if (Number(digits[2]) < 2) return 'third digit is below 2';
  if (luhnCheckDigit(digits.slice(0, 9)) !== Number(digits[9])) return 'wrong check digit';
  return null;
}

export function makeOrgnr(nine) {
  if (!/^\d{9}$/.test(nine)) throw new Error('give nine digits');
  const digits = nine + luhnCheckDigit(nine);
  return `${digits.slice(0, 6)}-${digits.slice(6)}`;
}

export const COUNTIES = [
  'Stockholms län', 'Uppsala län', 'Södermanlands län', 'Östergötlands län', 'Jönköpings län', 'Kronobergs län',
  'Kalmar län', 'Gotlands län', 'Blekinge län', 'Skåne län', 'Hallands län', 'Västra Götalands län', 'Värmlands län',
  'Örebro län', 'Västmanlands län', 'Dalarnas län', 'Gävleborgs län', 'Västernorrlands län', 'Jämtlands län',
  'Västerbottens län', 'Norrbottens län',
];

export const HEADER = ['Stiftelsens namn', 'Organisationsnummer', 'Län', 'Ändamål', 'Kontaktperson', 'E-post', 'Telefon'];

/** Problems of a foundation register CSV (semicolon separated, header row, no quoting), one string per problem. */
export function csvProblems(text) {
  const problems = [];
  if (text.charCodeAt(0) === 0xfeff) problems.push('line 1: starts with a byte order mark');
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  if (lines.at(-1) === '') lines.pop();
  if (lines[0] !== HEADER.join(';')) problems.push(`line 1: header is not ${HEADER.join(';')}`);
  const seenOrgnr = new Map();
  lines.slice(1).forEach((line, i) => {
    const n = i + 2;
    if (line.includes('\r')) problems.push(`line ${n}: carriage return`);
    const cols = line.split(';');
    if (cols.length !== HEADER.length) {
      problems.push(`line ${n}: ${cols.length} columns, expected ${HEADER.length}`);
      return;
    }
    const [name, orgnr, county, purpose, , email] = cols.map((c) => c.trim());
    if (!name) problems.push(`line ${n}: no name`);
    const orgProblem = orgnrProblem(orgnr);
    if (orgProblem) problems.push(`line ${n}: organisation number ${orgnr}: ${orgProblem}`);
    else if (seenOrgnr.has(orgnr)) problems.push(`line ${n}: organisation number ${orgnr} also on line ${seenOrgnr.get(orgnr)}`);
    else seenOrgnr.set(orgnr, n);
    if (!COUNTIES.includes(county)) problems.push(`line ${n}: unknown county ${JSON.stringify(county)}`);
    if (!purpose) problems.push(`line ${n}: no purpose`);
    if (email && !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(email)) problems.push(`line ${n}: e-mail ${email}`);
  });
  return { rows: lines.length - 1, problems };
}

function main(command, arg) {
  if (command === 'make') {
    console.log(makeOrgnr(arg ?? ''));
  } else if (command === 'check') {
    const problem = orgnrProblem(arg ?? '');
    console.log(problem ?? 'ok');
    if (problem) process.exitCode = 1;
  } else if (command === 'csv') {
    const { rows, problems } = csvProblems(readFileSync(arg, 'utf8'));
    for (const p of problems) console.log(p);
    console.log(`${rows} rows, ${problems.length} problem(s)`);
    if (problems.length) process.exitCode = 1;
  } else {
    console.error('usage: orgnr.mjs make <nine digits> | check <NNNNNN-NNNN> | csv <file>');
    process.exitCode = 2;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv[2], process.argv[3]);
