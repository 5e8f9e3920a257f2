// One date formatter for the app: sv-SE.
const date = new Intl.DateTimeFormat('sv-SE', { year: 'numeric', month: 'long', day: 'numeric' });
const shortDate = new Intl.DateTimeFormat('sv-SE');
const time = new Intl.DateTimeFormat('sv-SE', { hour: '2-digit', minute: '2-digit' });

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

/** '21 november 2026' */
export const formatDate = (value: string | number | Date) => date.format(toDate(value));
/** '2026-11-21' */
export const formatShortDate = (value: string | number | Date) => shortDate.format(toDate(value));
/** '14:05' */
export const formatTime = (value: string | number | Date) => time.format(toDate(value));
