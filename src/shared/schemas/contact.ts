import { z } from 'zod';
import { LIMITS } from '@shared/constants.js';

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} är obligatoriskt`).max(max, `${label} får vara högst ${max} tecken`);

export const ZContactMessage = z.object({
  name: required('Namn', LIMITS.contactFieldMax),
  email: z
    .string()
    .trim()
    .min(1, 'E-post är obligatoriskt')
    .email('Ogiltig e-postadress')
    .max(254, 'E-postadressen är för lång'),
  subject: required('Ämne', LIMITS.contactFieldMax),
  message: required('Meddelande', LIMITS.contactMessageMax),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;
