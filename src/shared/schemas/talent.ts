// Inputs of Talentfinder and 'Individer och Projekt' (issue 25): the skills profile, projects with roles,
// interests and the searches both ways.
import { z } from 'zod';
import { WORK_TERMS } from '@shared/constants.js';
import { SKILL_GROUP_IDS } from '@shared/skills.js';
import { SKILL_LEVELS, TALENT_TEXTS } from '@shared/talent-texts.js';

const E = TALENT_TEXTS.errors;

const isoDate = z
  .string({ message: E.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, E.date)
  .refine((v) => !Number.isNaN(Date.parse(v)), E.date);
const hours = z.number({ message: E.hours }).int(E.hours).min(1, E.hours).max(80, E.hours);
const place = z.string({ message: E.place }).trim().min(2, E.place).max(80, E.place);
const periodOk = (v: { from?: string | null; to?: string | null }) => !v.from || !v.to || v.from <= v.to;

export const ZSkillEntry = z.object({
  name: z.string({ message: E.skill }).trim().min(1, E.skill).max(60, E.skill),
  level: z.enum(SKILL_LEVELS, { message: E.level }),
});

export const ZSkillProfileRequest = z
  .object({
    headline: z.string({ message: E.headline }).trim().min(2, E.headline).max(120, E.headline),
    skills: z.array(ZSkillEntry, { message: E.noSkills }).min(1, E.noSkills).max(30, E.noSkills),
    hoursPerWeek: hours,
    availableFrom: isoDate.nullable().default(null),
    availableTo: isoDate.nullable().default(null),
    place,
    remote: z.boolean().default(false),
    volunteer: z.boolean().default(true),
    paid: z.boolean().default(false),
    bio: z.string().trim().max(1000, E.bio).default(''),
    links: z
      .array(
        z
          .string()
          .trim()
          .max(300, E.link)
          .regex(/^https:\/\/\S+$/, E.link),
      )
      .max(5, E.link)
      .default([]),
    visible: z.boolean().default(false),
  })
  .refine((v) => v.volunteer || v.paid, { message: E.terms, path: ['paid'] })
  .refine((v) => periodOk({ from: v.availableFrom, to: v.availableTo }), { message: E.period, path: ['availableTo'] });
export type TSkillProfileRequest = z.input<typeof ZSkillProfileRequest>;

export const ZRoleRequest = z
  .object({
    title: z.string({ message: E.roleTitle }).trim().min(2, E.roleTitle).max(80, E.roleTitle),
    skills: z
      .array(z.string().trim().min(1, E.skill).max(60, E.skill), { message: E.roleSkills })
      .min(1, E.roleSkills)
      .max(10, E.roleSkills),
    hoursPerWeek: hours,
    periodFrom: isoDate.nullable().default(null),
    periodTo: isoDate.nullable().default(null),
    remote: z.boolean().default(false),
    paid: z.boolean().default(false),
    amount: z
      .number({ message: E.amount })
      .int(E.amount)
      .min(0, E.amount)
      .max(10_000_000, E.amount)
      .nullable()
      .default(null),
    interestDeadline: isoDate.nullable().default(null),
  })
  .refine((v) => periodOk({ from: v.periodFrom, to: v.periodTo }), { message: E.period, path: ['periodTo'] });

export const ZProjectRequest = z.object({
  organization: z.string({ message: E.organization }).trim().min(2, E.organization).max(120, E.organization),
  title: z.string({ message: E.title }).trim().min(5, E.title).max(120, E.title),
  description: z.string({ message: E.description }).trim().min(20, E.description).max(5000, E.description),
  place,
  roles: z.array(ZRoleRequest, { message: E.roles }).min(1, E.roles).max(10, E.roles),
});
export type TProjectRequest = z.input<typeof ZProjectRequest>;
export type TProjectInput = z.output<typeof ZProjectRequest>;

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

export const ZProjectsQuery = z.object({
  q: z.string().trim().max(200).optional(),
  group: z.enum(SKILL_GROUP_IDS as [string, ...string[]], { message: E.group }).optional(),
  place: z.string().trim().max(80).optional(),
  remote: flag,
  terms: z.enum(WORK_TERMS).optional(),
  /** roles needing at most this many hours a week */
  maxHours: z.coerce.number().int().min(1).max(80).optional(),
  cursor: z
    .string()
    .regex(/^\d{1,6}$/)
    .optional(),
});
export type TProjectsQuery = z.output<typeof ZProjectsQuery>;

export const ZInterestRequest = z.object({
  message: z.string({ message: E.interestMessage }).trim().min(1, E.interestMessage).max(500, E.interestMessage),
});
export const ZInterestStatusRequest = z.object({
  status: z.enum(['contacted', 'chosen', 'declined'], { message: E.status }),
});

export const ZTalentsQuery = z.object({
  /** rank by fit to this project's role (the first role when roleId is not given) */
  projectId: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, E.projectNotFound)
    .optional(),
  roleId: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, E.roleNotFound)
    .optional(),
  q: z.string().trim().max(200).optional(),
  place: z.string().trim().max(80).optional(),
  remote: flag,
  terms: z.enum(WORK_TERMS).optional(),
  minHours: z.coerce.number().int().min(1).max(80).optional(),
});
export type TTalentsQuery = z.output<typeof ZTalentsQuery>;

export const ZProjectRoleParam = z.object({ id: z.string().min(1), roleId: z.string().min(1) });
