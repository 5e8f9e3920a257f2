// The answer every error has (API.md): {error:{code,message}}, the message in Swedish.
import { z } from 'zod';

export const ZErrorBody = z.object({
  error: z.object({
    code: z.string().meta({ description: 'stable machine code, e.g. VALIDATION_ERROR, UNAUTHENTICATED' }),
    message: z.string().meta({ description: 'Swedish text to show the user' }),
  }),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const ZHealth = z.object({ db: z.literal('ok'), realtime: z.enum(['ok', 'reconnecting']) });
export type THealth = z.infer<typeof ZHealth>;
export const ZPing = z.object({ ok: z.boolean() });
export type TPing = z.infer<typeof ZPing>;
/** A created row's id (POST /api/contact). */
export const ZCreatedId = z.object({ id: z.string() });
export type TCreatedId = z.infer<typeof ZCreatedId>;
/** POST /api/uploads */
export const ZUploadResult = z.object({ url: z.string() });
export type TUploadResult = z.infer<typeof ZUploadResult>;
