import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '@server/context.js';
import { validate } from '@server/lib/validate.js';
import { byUserOrIp, rateLimit } from '@server/middleware/rate-limit.js';
import { AI_TEXTS } from '@shared/ai-texts.js';
import { ZAiChatRequest } from '@shared/schemas/ai.js';
import { answerChat, chatEvents } from './ai.service.js';
import { describe } from '@server/middleware/describe.js';
import { ZAiChatResponse, type TAiChatResponse } from '@shared/schemas/ai.js';

export const AI_RATE_LIMIT = { limit: 20, windowSeconds: 60 };

// Routes of the ai feature, mounted under /api (see ../../../../../shared/API.md).
// POST /ai/chat answers JSON; with `Accept: text/event-stream` the same answer streams as
// Server-Sent Events: `matches`, then `delta` pieces of the reply, then `done` with the final answer.
export const aiRoutes = new Hono<AppEnv>().post(
  '/ai/chat',
  describe({
    summary: 'Fråga AI-sponsringsassistenten',
    tags: ['AI'],
    description:
      'Med Accept: text/event-stream strömmas svaret som Server-Sent Events: matches, delta, done. 20 frågor per användare (eller adress) och minut.',
    answers: { 200: { schema: ZAiChatResponse, description: 'Svaret och matchande erbjudanden' } },
  }),
  rateLimit({ key: byUserOrIp('ai'), ...AI_RATE_LIMIT, message: AI_TEXTS.errors.rateLimited }),
  validate('json', ZAiChatRequest),
  async (c) => {
    const request = c.req.valid('json');
    const options = { deps: c.var.deps, user: c.var.user, request, signal: c.req.raw.signal };
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
    return c.json<TAiChatResponse>(await answerChat(options));
  },
);
