// Chat inputs shared by the message box (browser) and the chat API (server), spec §5.
import { z } from 'zod';
import { LIMITS } from '@shared/constants.js';
import { CHAT_TEXTS } from '@shared/chat-texts.js';

const E = CHAT_TEXTS.errors;
export const SEARCH_MAX = 100;
export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 100;

/** Text is trimmed; NUL cannot be stored by PostgreSQL, so it is dropped rather than refused. */
export const ZSendMessage = z.object({
  text: z
    .string({ error: E.textInvalid })
    .transform((s) => s.replaceAll('\u0000', '').trim())
    .pipe(z.string().min(1, E.textRequired).max(LIMITS.messageMax, E.textTooLong)),
});
export type TSendMessage = z.infer<typeof ZSendMessage>;

export const ZUserSearch = z.object({
  q: z.string({ error: E.searchRequired }).trim().min(1, E.searchRequired).max(SEARCH_MAX, E.searchTooLong),
});

const pageId = z.coerce
  .number({ error: E.pageInvalid })
  .int(E.pageInvalid)
  .positive(E.pageInvalid)
  .max(Number.MAX_SAFE_INTEGER, E.pageInvalid);

/** `before`: older than this id (scrolling up); `after`: newer than this id (catching up after a gap). */
export const ZConversationQuery = z
  .object({
    before: pageId.optional(),
    after: pageId.optional(),
    limit: z.coerce
      .number({ error: E.limitInvalid })
      .int(E.limitInvalid)
      .min(1, E.limitInvalid)
      .max(PAGE_MAX, E.limitInvalid)
      .default(PAGE_DEFAULT),
  })
  .refine((q) => q.before === undefined || q.after === undefined, { message: E.pageInvalid });
