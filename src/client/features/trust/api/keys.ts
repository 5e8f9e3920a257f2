// Query keys of trust and safety (blocks, reports) and its wire types.
export type { TBlockedUser, TReportCreated } from '@shared/schemas/trust.response';

export const trustKeys = {
  all: ['trust'] as const,
  blocks: () => ['trust', 'blocks'] as const,
};
