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
  /** grant deadline reminders due now (hourly; each reminder is sent once, see grants/watch.service.ts) */
  'grants.reminders': job(z.object({})),
};

export type AppJobs = Jobs<typeof APP_JOBS>;
