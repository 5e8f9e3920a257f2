// Query keys of the insights feature: everything under ['insights'].
export const insightsKeys = {
  all: ['insights'] as const,
  stats: (id: string, days: number) => ['insights', 'stats', id, days] as const,
  statsOf: (id: string) => ['insights', 'stats', id] as const,
  mine: () => ['insights', 'mine'] as const,
  audience: (userId: string) => ['insights', 'audience', userId] as const,
};
