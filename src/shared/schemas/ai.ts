// Input and output of POST /api/ai/chat (API.md), shared by the server and the browser.
import { z } from 'zod';
import { LIMITS } from '@shared/constants.js';
import { AI_TEXTS } from '@shared/ai-texts.js';

export const ZAiHistoryTurn = z.object({
  role: z.enum(['user', 'assistant'], { error: AI_TEXTS.errors.badHistory }),
  content: z.string({ error: AI_TEXTS.errors.badHistory }).max(LIMITS.aiMessageMax * 4, AI_TEXTS.errors.badHistory),
});

export const ZAiChatRequest = z.object({
  message: z
    .string({ error: AI_TEXTS.errors.emptyMessage })
    .max(LIMITS.aiMessageMax, AI_TEXTS.errors.tooLong)
    .refine((s) => s.trim().length > 0, AI_TEXTS.errors.emptyMessage),
  /** earlier turns, oldest first; only the last LIMITS.aiHistoryTurns are used */
  history: z
    .array(ZAiHistoryTurn, { error: AI_TEXTS.errors.badHistory })
    .max(100, AI_TEXTS.errors.badHistory)
    .optional(),
});
export type TAiChatRequest = z.infer<typeof ZAiChatRequest>;
export type TAiHistoryTurn = z.infer<typeof ZAiHistoryTurn>;

export const ZAiMatch = z.object({
  id: z.string(),
  title: z.string(),
  organization: z.string(),
  /** 0..1, higher is better */
  score: z.number(),
  reasons: z.array(z.string()),
  /** where the match opens when it is no offer: a project (/projekt/:id) or Talentfinder (issue 25) */
  link: z.string().optional(),
});
export type TAiMatch = z.infer<typeof ZAiMatch>;

/** The answer of POST /api/ai/chat (JSON), and the `done` event of the stream. */
export const ZAiChatResponse = z.object({
  message: z.string(),
  matches: z.array(ZAiMatch),
  notice: z.string().optional(),
});
export type TAiChatResponse = z.infer<typeof ZAiChatResponse>;

/** Server-Sent Events of the streaming variant (Accept: text/event-stream), in this order. */
export type TAiStreamEvent =
  | { event: 'matches'; data: { matches: TAiMatch[] } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: TAiChatResponse };
