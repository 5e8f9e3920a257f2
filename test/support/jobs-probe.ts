// What the job queue's process tests share with their child processes (test/support/jobs-children.ts).
import { z } from 'zod';
import { job } from '@server/infra/jobs/jobs.js';
import type { MailMessage } from '@server/infra/mail/outbox.js';

export const PROBE_JOBS = { 'probe.record': job(z.object({ n: z.number().int() })) };

export interface EnqueueMailRequest {
  message: MailMessage<'reset-password'>;
  /** store the row and a job due this many seconds from now instead of sending at once */
  delaySeconds?: number;
}
