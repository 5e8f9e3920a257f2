// `rateLimit({key, limit, windowSeconds})` in a route chain: one atomic count in the database per request
// (shared by every server process), 429 with a Swedish message once the key is over its limit.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '@server/context.js';
import { tooManyRequests } from '@server/lib/errors.js';
import { clientIp } from './session.js';
import { documented } from './describe.js';

/** the counter's key; may read the request body (a clone of it), hence possibly async */
type KeyOf = (c: Context<AppEnv>) => string | Promise<string>;

export interface RateLimitOptions {
  /** the counter's name, e.g. byIp('contact') */
  key: KeyOf;
  limit: number;
  windowSeconds: number;
  /** the 429 answer's message (the general Swedish one if left out) */
  message?: string;
  /**
   * Only some answers count (a lockout counts failures): the attempt is counted before the handler
   * runs, so parallel requests can never all pass, and given back when the answer does not count.
   */
  counts?: (status: number) => boolean;
}

export const byIp =
  (name: string): KeyOf =>
  (c) =>
    `${name}:${clientIp(c)}`;
export const byUser =
  (name: string): KeyOf =>
  (c) =>
    `${name}:${c.var.user?.id ?? `ip:${clientIp(c)}`}`;
/** the user's own counter when signed in, else the address's */
export const byUserOrIp =
  (name: string): KeyOf =>
  (c) =>
    c.var.user ? `${name}:user:${c.var.user.id}` : `${name}:ip:${clientIp(c)}`;

export const rateLimit = (options: RateLimitOptions) =>
  documented(limiter(options), { errors: { 429: ['RATE_LIMITED'] } });

const limiter = (options: RateLimitOptions) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { limiter } = c.var.deps;
    const key = await options.key(c);
    if (!(await limiter.hit(key, options.limit, options.windowSeconds))) {
      // a refused attempt is no attempt: give it back where only some answers count
      if (options.counts) await limiter.refund(key);
      throw tooManyRequests(options.message);
    }
    await next();
    if (options.counts && !options.counts(c.res.status)) await limiter.refund(key);
  });
