// Query keys of the profiles feature.
export const profileKeys = {
  all: ['profiles'] as const,
  detail: (id: string) => ['profiles', 'detail', id] as const,
  offers: (id: string) => ['profiles', 'offers', id] as const,
  notices: () => ['profiles', 'notices'] as const,
};
