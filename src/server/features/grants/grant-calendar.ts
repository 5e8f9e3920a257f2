// The watched programmes' deadlines as calendar entries, for the calendar feed of the Deals issue.
import type { Db } from '@server/db/client.js';
import { findWatchedGrants } from './watch.service.js';

export interface GrantCalendarEntry {
  /** stable per programme and deadline, for an iCalendar UID */
  uid: string;
  title: string;
  /** YYYY-MM-DD, an all-day event */
  date: string;
  /** the programme's path in the app ('/stiftelser/12'); the feed makes it absolute */
  url: string;
}

/** The next deadline of each programme the user watches ('löpande' ones have none and are left out). */
export async function watchedGrantDeadlines(db: Db, userId: string): Promise<GrantCalendarEntry[]> {
  const grants = await findWatchedGrants(db, userId);
  return grants
    .filter((g) => g.next_deadline !== null && g.is_open)
    .map((g) => ({
      uid: `grant-${g.id}-${g.next_deadline}@samverka`,
      title: `Sista ansökningsdag: ${g.name}`,
      date: g.next_deadline!,
      url: `/stiftelser/${g.id}`,
    }));
}
