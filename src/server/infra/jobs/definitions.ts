// Every background job of Samverka: its name and the zod schema of its payload. A new kind of job is
// added here, and its handler (and schedule, if any) in src/server/workers.ts.
import { z } from 'zod';
import { job, type Jobs } from './jobs.js';

export const APP_JOBS = {
  /** send one mail of the outbox (enqueued by deps.mail.sendMail) */
  'mail.send': job(z.object({ id: z.number().int().positive() })),
  /** send every due mail of the outbox (each minute; catches a mail whose job was lost) */
  'mail.sweep': job(z.object({})),
  /** remove uploaded images no offer shows a day after their upload */
  'uploads.sweep': job(z.object({})),
  /** deal milestones: reminders 3 days and 1 day before and when overdue; deals started or ended by their period */
  'deals.remind': job(z.object({})),
  /** mail one notification when it is due (one waiting job per notification) */
  'notifications.deliver': job(z.object({ id: z.number().int().positive() }), 'short'),
  /** enqueue every notification due to be mailed (each minute; catches what the listener missed) */
  'notifications.sweep': job(z.object({})),
  /** the daily digest (at DIGEST_HOUR, Europe/Stockholm) */
  'notifications.digest': job(z.object({})),
  /** remove notifications older than 90 days */
  'notifications.prune': job(z.object({})),
  /** match a newly approved offer against the saved searches */
  'saved-searches.match': job(z.object({ offerId: z.number().int().positive() })),
  /** delete offer viewer rows past the longest statistics window and the salts of past days */
  'insights.prune': job(z.object({})),
  /** match a newly published (or re-approved) grant programme against the saved catalogue searches */
  'grants.match-searches': job(z.object({ grantId: z.number().int().positive() })),
  /** match a newly approved (or re-approved) project against the saved /projekt searches */
  'projects.match-searches': job(z.object({ projectId: z.number().int().positive() })),
  /** match a visible skills profile (turned visible or changed) against the saved Talentfinder searches */
  'talent.match-searches': job(z.object({ userId: z.string().min(1).max(100) })),
  /** grant deadline reminders due now (hourly; each reminder is sent once, see grants/watch.service.ts) */
  'grants.reminders': job(z.object({})),
};

export type AppJobs = Jobs<typeof APP_JOBS>;
