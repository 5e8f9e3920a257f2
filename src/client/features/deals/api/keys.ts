// Query keys of deals, profile reviews and the calendar feed address.
export const dealKeys = {
  all: ['deals'] as const,
  list: () => ['deals', 'list'] as const,
  one: (id: string) => ['deals', 'one', id] as const,
  reviews: (userId: string) => ['deals', 'reviews', userId] as const,
  calendar: () => ['deals', 'calendar-url'] as const,
};
