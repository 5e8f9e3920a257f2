// Answers of GET /api/me and the profile routes (API.md), shared by the server and the browser.
import { z } from 'zod';

export const ZProfile = z.object({
  id: z.string(),
  user_type: z.string(),
  username: z.string(),
  full_name: z.string().nullable(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  logo_url: z.string().nullable(),
  /** organisationsnummer NNNNNN-NNNN */
  org_number: z.string().nullable(),
  org_verification: z.enum(['none', 'pending', 'approved', 'rejected']),
  org_rejection_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZMe = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
    two_factor_enabled: z.boolean(),
    created_at: z.string(),
  }),
  profile: ZProfile.nullable(),
  is_admin: z.boolean(),
});
export type TMe = z.infer<typeof ZMe>;
