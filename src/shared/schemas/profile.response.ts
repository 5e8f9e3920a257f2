// Answers of the public profile and the owner's notices (API.md).
import { z } from 'zod';

export const ZPublicProfile = z.object({
  id: z.string(),
  user_type: z.string(),
  username: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  logo_url: z.string().nullable(),
  /** an admin checked the organisationsnummer ('Verifierad organisation') */
  verified: z.boolean(),
  created_at: z.string(),
});
export type TPublicProfile = z.infer<typeof ZPublicProfile>;

export const ZNotice = z.object({
  id: z.string(),
  kind: z.enum(['offer_removed', 'report_handled', 'edit_rejected']).meta({
    description:
      "offer_removed: an admin removed the caller's offer; report_handled: an admin handled the caller's report; edit_rejected: an edit of the caller's approved offer was not published",
  }),
  /** null for a handled report about a user or a message */
  offer_id: z.string().nullable(),
  offer_title: z.string(),
  reason: z.string(),
  created_at: z.string(),
});
export type TNotice = z.infer<typeof ZNotice>;
export const ZNoticeList = z.object({ items: z.array(ZNotice) });
export type TNoticeList = z.infer<typeof ZNoticeList>;
