// Answers of Talentfinder and 'Individer och Projekt' (issue 25), camelCase like the newer routes.
import { z } from 'zod';
import { INTEREST_STATUSES, SKILL_LEVELS } from '@shared/talent-texts.js';

export const ZSkill = z.object({
  name: z.string(),
  level: z.enum(SKILL_LEVELS),
  /** the id in the shared skills list, null for a free-text skill the list does not know */
  skillId: z.string().nullable(),
});

export const ZSkillProfile = z.object({
  userId: z.string(),
  username: z.string(),
  userType: z.string(),
  headline: z.string(),
  skills: z.array(ZSkill),
  hoursPerWeek: z.number(),
  availableFrom: z.string().nullable(),
  availableTo: z.string().nullable(),
  place: z.string(),
  county: z.string().nullable(),
  remote: z.boolean(),
  volunteer: z.boolean(),
  paid: z.boolean(),
  bio: z.string(),
  links: z.array(z.string()),
  visible: z.boolean(),
  updatedAt: z.string(),
});
export type TSkillProfile = z.infer<typeof ZSkillProfile>;
export const ZOwnSkillProfile = z.object({ profile: ZSkillProfile.nullable() });
export type TOwnSkillProfile = z.infer<typeof ZOwnSkillProfile>;

export const ZProjectRole = z.object({
  id: z.string(),
  title: z.string(),
  skills: z.array(z.object({ name: z.string(), skillId: z.string().nullable() })),
  hoursPerWeek: z.number(),
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  remote: z.boolean(),
  paid: z.boolean(),
  amount: z.number().nullable(),
  interestDeadline: z.string().nullable(),
});
export type TProjectRole = z.infer<typeof ZProjectRole>;

export const ZProject = z.object({
  id: z.string(),
  userId: z.string(),
  ownerType: z.string(),
  organization: z.string(),
  title: z.string(),
  description: z.string(),
  place: z.string(),
  county: z.string().nullable(),
  isApproved: z.boolean(),
  roles: z.array(ZProjectRole),
  createdAt: z.string(),
});
export type TProject = z.infer<typeof ZProject>;

export const ZProjectList = z.object({
  items: z.array(ZProject),
  nextCursor: z.string().nullable(),
  /** the search text with a misspelt word corrected, when the search corrected one ('Menade du …?') */
  didYouMean: z.string().nullable(),
});
export type TProjectList = z.infer<typeof ZProjectList>;
export const ZProjectItems = z.object({ items: z.array(ZProject) });
export type TProjectItems = z.infer<typeof ZProjectItems>;

export const ZProjectMatch = z.object({
  project: ZProject,
  roleId: z.string(),
  score: z.number(),
  reasons: z.array(z.string()),
});
export const ZProjectMatches = z.object({ items: z.array(ZProjectMatch) });
export type TProjectMatches = z.infer<typeof ZProjectMatches>;

export const ZTalentMatch = z.object({ profile: ZSkillProfile, score: z.number(), reasons: z.array(z.string()) });
export const ZTalentMatches = z.object({ items: z.array(ZTalentMatch) });
export type TTalentMatches = z.infer<typeof ZTalentMatches>;

export const ZInterest = z.object({
  id: z.string(),
  projectId: z.string(),
  projectTitle: z.string(),
  organization: z.string(),
  roleId: z.string(),
  roleTitle: z.string(),
  userId: z.string(),
  username: z.string(),
  message: z.string(),
  status: z.enum(INTEREST_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TInterest = z.infer<typeof ZInterest>;
export const ZInterestList = z.object({ items: z.array(ZInterest) });
export type TInterestList = z.infer<typeof ZInterestList>;
