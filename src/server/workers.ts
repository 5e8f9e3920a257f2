// The background work of Samverka on the job queue: the handler of every job and the schedules. Runs in
// the server process when WORKERS=inline (the default) and in `npm run worker` (scripts/worker.ts).
import type { Deps } from './deps.js';
import { sendGrantReminders } from './features/grants/watch.service.js';
import { matchGrantSearches } from './features/grants/grant-searches.match.js';
import { matchProjectSearches } from './features/talent/project-searches.match.js';
import { matchTalentSearches } from './features/talent/talent-searches.match.js';
import { stockholmDay } from './features/grants/deadlines.js';
import { sweepUnusedUploads } from './features/uploads/uploads.sweep.js';
import { remindMilestones } from './features/deals/milestones.service.js';
import {
  deliverNotification,
  enqueueDelivery,
  pruneNotifications,
  sendDigests,
  sweepNotifications,
} from './features/notifications/delivery.js';
import { matchSavedSearches } from './features/notifications/saved-searches.match.js';
import { pruneOfferViewers } from './features/insights/views.service.js';

/** cron schedules, Europe/Stockholm time */
export const SCHEDULES = {
  'mail.sweep': '* * * * *',
  'uploads.sweep': '17 * * * *',
  'deals.remind': '5 * * * *',
  'notifications.sweep': '* * * * *',
  'notifications.prune': '41 3 * * *',
  // just after midnight: yesterday's salt goes, so yesterday's anonymous hashes can no longer be tried
  'insights.prune': '2 0 * * *',
  // hourly: a reminder is due at 09:00 Swedish time and goes out within the hour (and after a stop, late)
  'grants.reminders': '2 * * * *',
} as const;

/** the daily digest's schedule: DIGEST_HOUR o'clock, Stockholm time */
export const digestCron = (hour: number) => `0 ${hour} * * *`;

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
  await jobs.work('deals.remind', async () => {
    const sent = await remindMilestones(deps.db);
    if (sent > 0) log.info({ sent }, 'milestone reminders sent');
  });
  await jobs.work('notifications.deliver', async ({ id }) => {
    const result = await deliverNotification(deps, id);
    if (result instanceof Date) await enqueueDelivery(deps, id, result);
  });
  await jobs.work('notifications.sweep', async () => {
    await sweepNotifications(deps);
  });
  await jobs.work('notifications.digest', async () => {
    const sent = await sendDigests(deps);
    if (sent > 0) log.info({ sent }, 'notification digests sent');
  });
  await jobs.work('notifications.prune', async () => {
    await pruneNotifications(deps.db);
  });
  await jobs.work('saved-searches.match', async ({ offerId }) => {
    await matchSavedSearches(deps.db, offerId);
  });
  // a new notification is mailed as soon as it is due, not at the next sweep
  deps.hub.observe((event) => {
    if (event.type !== 'notification') return;
    enqueueDelivery(deps, event.id).catch((error: unknown) =>
      log.warn({ err: error, notification: event.id }, 'notification delivery not enqueued (the sweep will)'),
    );
  });
  await jobs.schedule('notifications.digest', digestCron(deps.env.DIGEST_HOUR), {});
  await jobs.work('insights.prune', async () => {
    const removed = await pruneOfferViewers(deps.db);
    if (removed.viewers > 0) log.info(removed, 'old offer viewers pruned');
  });
  await jobs.work('grants.match-searches', async ({ grantId }) => {
    await matchGrantSearches(deps.db, grantId, stockholmDay(new Date()));
  });
  await jobs.work('projects.match-searches', async ({ projectId }) => {
    await matchProjectSearches(deps.db, projectId);
  });
  await jobs.work('talent.match-searches', async ({ userId }) => {
    await matchTalentSearches(deps.db, userId);
  });
  await jobs.work('grants.reminders', async () => {
    const sent = await sendGrantReminders(deps.db, new Date());
    if (sent > 0) log.info({ sent }, 'grant deadline reminders sent');
  });
  for (const [name, cron] of Object.entries(SCHEDULES) as [keyof typeof SCHEDULES, string][]) {
    await jobs.schedule(name, cron, {});
  }
}
