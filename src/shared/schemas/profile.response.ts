// Answers of the public profile and the owner's notices (API.md).
import { z } from 'zod';

export const ZPublicProfile = z.object({
  id: z.string(),
  user_type: z.string(),
  username: z.string(),
  description: z.string().nullable(),
  created_at: z.string(),
});
export type TPublicProfile = z.infer<typeof ZPublicProfile>;

export const ZNotice = z.object({
  id: z.string(),
  offer_id: z.string(),
  offer_title: z.string(),
  reason: z.string(),
  kind: z
    .enum(['removed', 'edit_rejected'])
    .meta({ description: 'the offer was removed, or an edit of it was not approved' }),
  created_at: z.string(),
});
export type TNotice = z.infer<typeof ZNotice>;
export const ZNoticeList = z.object({ items: z.array(ZNotice) });
export type TNoticeList = z.infer<typeof ZNoticeList>;
