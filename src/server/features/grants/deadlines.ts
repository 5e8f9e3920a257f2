// Days and times of grant deadlines in Europe/Stockholm: today's date there, a local time as an instant,
// and when the reminders before a deadline are due (14 and 3 days before, at 09:00 Swedish time).
const ZONE = 'Europe/Stockholm';
export const REMINDER_DAYS = [14, 3] as const;
/** the local hour a reminder is due: morning, when people plan their day */
export const REMINDER_HOUR = 9;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const HOUR_MS = 3_600_000;
// Stockholm is a whole number of hours ahead of UTC and changes it on a whole UTC hour, so its date is one
// and the same through each UTC hour: the last hour's answer is kept (formatting costs ~20 µs, and every
// recorded offer view asks for today's date)
let lastHour: { hour: number; day: string } | undefined;

/** The date in Stockholm at this instant, YYYY-MM-DD. */
export const stockholmDay = (at: Date): string => {
  const hour = Math.floor(at.getTime() / HOUR_MS);
  if (lastHour?.hour === hour) return lastHour.day;
  const day = dayFormat.format(at);
  if (Number.isFinite(hour)) lastHour = { hour, day };
  return day;
};

/** Minutes Stockholm is ahead of UTC at this instant (60 in winter, 120 in summer). */
function offsetMinutes(at: Date): number {
  const p = Object.fromEntries(partsFormat.formatToParts(at).map((x) => [x.type, x.value]));
  const local = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return Math.round((local - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of a local Stockholm time on a day (YYYY-MM-DD). */
export function stockholmTime(day: string, hour: number, minute = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, hour, minute);
  // the offset at the guess, then again at the corrected instant (a DST change between them)
  const first = guess - offsetMinutes(new Date(guess)) * 60_000;
  return new Date(guess - offsetMinutes(new Date(first)) * 60_000);
}

/** A day plus n days, YYYY-MM-DD (calendar arithmetic, no time zone). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The reminders of one deadline: days before it and when each is due. */
export const reminderTimes = (deadline: string) =>
  REMINDER_DAYS.map((days) => ({ days, at: stockholmTime(addDays(deadline, -days), REMINDER_HOUR) }));

/**
 * Which reminder of this deadline is due at `now`, if any: the latest whose time has come (after the watch
 * began, `since`), while the deadline day has not ended. A watch started 5 days before gets the 3-day one
 * only, never a late '14 dagar kvar'.
 */
export function dueReminder(deadline: string, now: Date, since?: Date): number | null {
  const end = stockholmTime(addDays(deadline, 1), 0);
  if (now >= end) return null;
  const due = reminderTimes(deadline).filter((r) => r.at <= now && (!since || r.at >= since));
  return due.length > 0 ? due[due.length - 1]!.days : null;
}
