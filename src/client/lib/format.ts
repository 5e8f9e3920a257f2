// One date formatter for the app: sv-SE. The Intl formatters are made on first use, because making one
// costs noticeable time at start; the clock time, which the AI chat shows at once, needs none.
const lazy = (options?: Intl.DateTimeFormatOptions) => {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('sv-SE', options));
};
const date = lazy({ year: 'numeric', month: 'long', day: 'numeric' });
const shortDate = lazy();

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** '21 november 2026' */
export const formatDate = (value: string | number | Date) => date().format(toDate(value));
/** '2026-11-21' */
export const formatShortDate = (value: string | number | Date) => shortDate().format(toDate(value));
/** '14:05', local time: what sv-SE with hour and minute '2-digit' gives */
export const formatTime = (value: string | number | Date) => {
  const d = toDate(value);
  return `${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}`;
};
