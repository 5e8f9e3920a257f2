import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '@server/context.js';
import { readJson } from '@server/lib/validate.js';
import { tooManyRequests } from '@server/lib/errors.js';
import { clientIp } from '@server/middleware/session.js';
import { AI_TEXTS } from '@shared/ai-texts.js';
import { ZAiChatRequest } from '@shared/schemas/ai.js';
import { answerChat, chatEvents } from './ai.service.js';

export const AI_RATE_LIMIT = { limit: 20, windowSeconds: 60 };

// Routes of the ai feature, mounted under /api (see ../../../../../shared/API.md).
// POST /ai/chat answers JSON; with `Accept: text/event-stream` the same answer streams as
// Server-Sent Events: `matches`, then `delta` pieces of the reply, then `done` with the final answer.
export const aiRoutes = new Hono<AppEnv>().post('/ai/chat', async (c) => {
  const user = c.var.user;
  const key = user ? `ai:user:${user.id}` : `ai:ip:${clientIp(c)}`;
  if (!(await c.var.deps.limiter.hit(key, AI_RATE_LIMIT.limit, AI_RATE_LIMIT.windowSeconds))) {
    throw tooManyRequests(AI_TEXTS.errors.rateLimited);
  }
  const request = await readJson(c, ZAiChatRequest);
  const options = { deps: c.var.deps, user, request, signal: c.req.raw.signal };
  if ((c.req.header('accept') ?? '').includes('text/event-stream')) {
    return streamSSE(
      c,
      async (stream) => {
        for await (const e of chatEvents(options)) {
          if (stream.aborted) break;
          await stream.writeSSE({ event: e.event, data: JSON.stringify(e.data) });
        }
      },
      async (error, stream) => {
        c.var.deps.log.error({ err: error }, 'ai: chat stream failed');
        await stream.writeSSE({ event: 'error', data: JSON.stringify({ message: AI_TEXTS.errorText }) });
      },
    );
  }
  return c.json(await answerChat(options));
});
