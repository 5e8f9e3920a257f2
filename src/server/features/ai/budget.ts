// Budget in Swedish text: what a message asks for ('runt 50 000 kr', 'minst 20k', 'stor budget')
// and the range an offer states ('50 000 - 100 000 kr', 'Upp till 200 000 kr').

export interface BudgetWish {
  min: number | null;
  max: number | null;
  /** the centre when the user named an amount ('runt 50 000 kr') */
  around: number | null;
}

export interface BudgetRange {
  min: number;
  max: number;
}

const AMOUNT =
  /(\d{1,3}(?:[ \u00a0.]\d{3})+|\d+)(?:[,.](\d+))?\s*(?:(miljoner|miljon|mkr|msek|tkr|tusen|k)(?![\p{L}]))?\s*(kr\b|kronor\b|sek\b|:-)?/giu;
const YEAR = /^(19|20)\d\d$/u;
const REACH_AFTER =
  /^\s*(?:följare|foljare|följarna|prenumeranter|subs|subscribers|tittare|visningar|views|medlemmar|spelare|på\s+(?:insta|instagram|tiktok|youtube|twitch|snap))/iu;

const RANGE_UNIT = /^\s*[-–]\s*\d+\s*(k|tkr|tusen)(?![\p{L}])/iu;
const NOT_MONEY_AFTER = /^(?:\s*[-–]\s*\d+)?\s*(?:-?år(?!\p{L})|-?års|-?åring|h(?!\p{L}))/iu;

interface Amount {
  value: number;
  index: number;
  end: number;
  currency: boolean;
}

function amountsIn(text: string): Amount[] {
  const out: Amount[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const digits = m[1].replace(/[ \u00a0.]/gu, '');
    const end = (m.index ?? 0) + m[0].length;
    // '20-30k', '10–20 tusen': the first number takes the unit of the second
    const shared = m[3] || m[4] ? null : text.slice(end).match(RANGE_UNIT);
    const unit = (m[3] ?? shared?.[1] ?? '').toLowerCase();
    const hasCurrency = Boolean(m[4]) || Boolean(unit);
    if (!hasCurrency && YEAR.test(digits)) continue;
    let value = Number(`${digits}${m[2] ? `.${m[2]}` : ''}`);
    if (unit.startsWith('milj') || unit === 'mkr' || unit === 'msek') value *= 1_000_000;
    else if (unit === 'tkr' || unit === 'tusen' || unit === 'k') value *= 1000;
    if (!Number.isFinite(value) || value <= 0) continue;
    // '18k på insta', '9k följare', '300 medlemmar': a reach, not money
    const after = end + (shared?.[0].length ?? 0);
    if (!m[4] && REACH_AFTER.test(text.slice(after, after + 24))) continue;
    // '13-19 år', '14-åringar', '4h-klubb': an age or a name, not money
    if (!hasCurrency && NOT_MONEY_AFTER.test(text.slice((m.index ?? 0) + m[1].length, end + 24))) continue;
    out.push({ value, index: m.index ?? 0, end: (m.index ?? 0) + m[0].length, currency: hasCurrency });
  }
  return out;
}

const MONEY_CONTEXT = /\b(budget|budgeten|kr|kronor|sek|pengar|summa|belopp|sponsring|bidrag|stöd)\b/u;
const LARGE =
  /\b(stor|stora|större|hög|höga|högre|rejäl|rejäla|generös|generösa)\s+(budget|budgetar|summa|summor|belopp|sponsring|bidrag)\b|\bmycket\s+pengar\b/u;
const SMALL =
  /\b(liten|litet|små|mindre|låg|låga|lägre|begränsad|begränsade|blygsam|snål)\s+(budget|budgetar|summa|summor|belopp|sponsring|bidrag)\b|\blite\s+pengar\b/u;

export const LARGE_BUDGET = 100_000;
export const SMALL_BUDGET = 25_000;

/** What the message asks for, or null when it says nothing about money. */
export function parseBudgetWish(text: string): BudgetWish | null {
  const t = text.toLocaleLowerCase('sv-SE');
  const amounts = amountsIn(t).filter((a) => a.currency || MONEY_CONTEXT.test(t));
  if (amounts.length >= 2) {
    const [a, b] = [amounts[0].value, amounts[1].value].sort((x, y) => x - y);
    return { min: a, max: b, around: null };
  }
  if (amounts.length === 1) {
    const { value, index } = amounts[0];
    const before = t.slice(Math.max(0, index - 24), index);
    if (/(minst|från|över|mer\s+än|åtminstone)\s*$/u.test(before)) return { min: value, max: null, around: null };
    if (/(upp\s+till|max|maximalt|högst|under|mindre\s+än|inom|som\s+mest)\s*$/u.test(before)) {
      return { min: null, max: value, around: null };
    }
    return { min: null, max: null, around: value };
  }
  if (LARGE.test(t)) return { min: LARGE_BUDGET, max: null, around: null };
  if (SMALL.test(t)) return { min: null, max: SMALL_BUDGET, around: null };
  return null;
}

/** the words of the message that carried the budget, so they are not searched as topics */
export function budgetWordsIn(text: string): Set<string> {
  const t = text.toLocaleLowerCase('sv-SE');
  const out = new Set<string>();
  for (const m of t.matchAll(AMOUNT)) for (const w of m[0].match(/[\p{L}\p{N}]+/gu) ?? []) out.add(w);
  for (const re of [LARGE, SMALL]) {
    const m = t.match(re);
    for (const w of m?.[0].match(/\p{L}+/gu) ?? []) out.add(w);
  }
  return out;
}

/** The range an offer states; null when its budget text names no amount ('Produkter och rabatter'). */
export function parseOfferBudget(budget: string | null): BudgetRange | null {
  if (!budget) return null;
  const t = budget.toLocaleLowerCase('sv-SE');
  const amounts = amountsIn(t);
  if (amounts.length === 0) return null;
  if (amounts.length >= 2) {
    const values = amounts.map((a) => a.value);
    return { min: Math.min(...values), max: Math.max(...values) };
  }
  const { value, index } = amounts[0];
  const before = t.slice(Math.max(0, index - 16), index);
  if (/(upp\s+till|max|högst|under)\s*$/u.test(before)) return { min: 0, max: value };
  if (/(från|minst|över)\s*$/u.test(before)) return { min: value, max: value * 10 };
  return { min: value, max: value };
}

/** 1 when the offer's range fits the wish, falling towards 0 the further away it is. */
export function budgetFit(wish: BudgetWish, range: BudgetRange | null): number {
  if (!range) return 0.25;
  const ratio = (a: number, b: number) => Math.min(a, b) / Math.max(a, b);
  if (wish.around !== null) {
    if (wish.around >= range.min && wish.around <= range.max) return 1;
    const nearest = wish.around < range.min ? range.min : range.max;
    return ratio(wish.around, nearest) ** 2;
  }
  let fit = 1;
  if (wish.min !== null && range.max < wish.min) fit = Math.min(fit, ratio(range.max, wish.min) ** 2);
  if (wish.max !== null && range.min > wish.max) fit = Math.min(fit, ratio(range.min, wish.max) ** 2);
  return fit;
}
