// The skills profile form's values (skill-profile-form.tsx): what the fields hold, filled from a stored
// profile, and the request they make (the shared schema checks it before it is sent).
import type { TSkillProfileRequest } from '@shared/schemas/talent';
import type { TSkillProfile } from '@shared/schemas/talent.response';
import type { SkillLevel } from '@shared/talent-texts';

export interface Values {
  headline: string;
  skills: { name: string; level: SkillLevel }[];
  hoursPerWeek: string;
  availableFrom: string;
  availableTo: string;
  place: string;
  remote: boolean;
  volunteer: boolean;
  paid: boolean;
  bio: string;
  links: string;
  visible: boolean;
}

export const valuesOf = (p: TSkillProfile | null): Values => ({
  headline: p?.headline ?? '',
  skills: p?.skills.map((s) => ({ name: s.name, level: s.level })) ?? [],
  hoursPerWeek: p ? String(p.hoursPerWeek) : '',
  availableFrom: p?.availableFrom ?? '',
  availableTo: p?.availableTo ?? '',
  place: p?.place ?? '',
  remote: p?.remote ?? false,
  volunteer: p?.volunteer ?? true,
  paid: p?.paid ?? false,
  bio: p?.bio ?? '',
  links: p?.links.join('\n') ?? '',
  visible: p?.visible ?? false,
});

export const requestOf = (v: Values): TSkillProfileRequest => ({
  headline: v.headline,
  skills: v.skills,
  hoursPerWeek: v.hoursPerWeek.trim() === '' ? Number.NaN : Number(v.hoursPerWeek),
  availableFrom: v.availableFrom || null,
  availableTo: v.availableTo || null,
  place: v.place,
  remote: v.remote,
  volunteer: v.volunteer,
  paid: v.paid,
  bio: v.bio,
  links: v.links
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean),
  visible: v.visible,
});
