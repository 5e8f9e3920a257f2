// The background work of Samverka on the job queue: the handler of every job and the schedules. Runs in
// the server process when WORKERS=inline (the default) and in `npm run worker` (scripts/worker.ts).
import type { Deps } from './deps.js';
import { sweepUnusedUploads } from './features/uploads/uploads.sweep.js';
import { pruneOfferViewers } from './features/insights/views.service.js';

/** cron schedules, Europe/Stockholm time */
export const SCHEDULES = {
  'mail.sweep': '* * * * *',
  'uploads.sweep': '17 * * * *',
  // just after midnight: yesterday's salt goes, so yesterday's anonymous hashes can no longer be tried
  'insights.prune': '2 0 * * *',
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
  await jobs.work('insights.prune', async () => {
    const removed = await pruneOfferViewers(deps.db);
    if (removed.viewers > 0) log.info(removed, 'old offer viewers pruned');
  });
  for (const [name, cron] of Object.entries(SCHEDULES) as [keyof typeof SCHEDULES, string][]) {
    await jobs.schedule(name, cron, {});
  }
}
