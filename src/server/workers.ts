// The background work of Samverka on the job queue: the handler of every job and the schedules. Runs in
// the server process when WORKERS=inline (the default) and in `npm run worker` (scripts/worker.ts).
import type { Deps } from './deps.js';
import { sendGrantReminders } from './features/grants/watch.service.js';
import { sweepUnusedUploads } from './features/uploads/uploads.sweep.js';

/** cron schedules, Europe/Stockholm time */
export const SCHEDULES = {
  'mail.sweep': '* * * * *',
  'uploads.sweep': '17 * * * *',
  // hourly: a reminder is due at 09:00 Swedish time and goes out within the hour (and after a stop, late)
  'grants.reminders': '2 * * * *',
} as const;

/** Starts this process's workers: every job name gets its handler, every schedule is (re)stored. */
export async function startWorkers(deps: Deps): Promise<void> {
  const { jobs, mail, log } = deps;
  await jobs.startWorkers();
  await jobs.work('mail.send', async ({ id }) => {
    await mail.sendQueued(id);
  });
  await jobs.work('mail.sweep', async () => {
    await mail.drain();
  });
  await jobs.work('uploads.sweep', async () => {
    const removed = await sweepUnusedUploads(deps);
    if (removed > 0) log.info({ removed }, 'unused uploads removed');
  });
  await jobs.work('grants.reminders', async () => {
    const sent = await sendGrantReminders(deps.db, new Date());
    if (sent > 0) log.info({ sent }, 'grant deadline reminders sent');
  });
  for (const [name, cron] of Object.entries(SCHEDULES) as [keyof typeof SCHEDULES, string][]) {
    await jobs.schedule(name, cron, {});
  }
}
