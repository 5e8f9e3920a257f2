export const peopleKeys = {
  all: ['people'] as const,
  skillProfile: () => ['people', 'skill-profile'] as const,
  projectMatches: () => ['people', 'project-matches'] as const,
  myInterests: () => ['people', 'my-interests'] as const,
  talents: (query: Record<string, string>) => ['people', 'talents', query] as const,
  talent: (id: string) => ['people', 'talent', id] as const,
  myProjects: () => ['people', 'my-projects'] as const,
};
