// Settings › Kompetensprofil (issue 25 §1) for a Privatperson or an influencer: headline, skills from the
// shared list (or free text) with a level each, availability, place, terms, bio, links and 'Synlig för
// organisationer' (off by default). Checked with the shared schema before sending; what was typed stays on error.
import { useState } from 'react';
import { toast } from '@client/lib/toast';
import { X } from 'lucide-react';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Spinner } from '@client/components/ui/spinner';
import { Textarea } from '@client/components/ui/textarea';
import { ApiError } from '@client/lib/api-client';
import { PEOPLE_TEXTS } from '@shared/people-texts';
import { ZSkillProfileRequest } from '@shared/schemas/talent';
import type { TSkillProfile } from '@shared/schemas/talent.response';
import { SKILLS } from '@shared/skills';
import { SKILL_LEVELS, SKILL_LEVEL_LABELS, type SkillLevel } from '@shared/talent-texts';
import { useDeleteSkillProfile, useSaveSkillProfile, useSkillProfile } from '../api/skill-profile';
import { requestOf, valuesOf, type Field, type Values } from './skill-profile-values';

const T = PEOPLE_TEXTS.profile;
const selectClass =
  'h-9 rounded-md border bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function SkillProfileSection() {
  const profile = useSkillProfile();
  return (
    <section aria-labelledby="settings-skills-title" id="kompetensprofil">
      <div className="rounded-xl border bg-card p-6 shadow-sm">
        <h2 id="settings-skills-title" className="text-lg font-semibold">
          {T.title}
        </h2>
        <p className="mb-4 text-sm text-muted-foreground">{T.intro}</p>
        {profile.isPending ? (
          <Spinner />
        ) : profile.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {PEOPLE_TEXTS.dashboard.loadError(profile.error.message)}
          </p>
        ) : (
          <SkillProfileForm key={profile.data?.updatedAt ?? 'new'} profile={profile.data} />
        )}
      </div>
    </section>
  );
}

function SkillProfileForm({ profile }: { profile: TSkillProfile | null }) {
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [skillDraft, setSkillDraft] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [confirmOpen, setConfirmOpen] = useState(false);
  const save = useSaveSkillProfile();
  const remove = useDeleteSkillProfile();

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const text = (key: 'headline' | 'hoursPerWeek' | 'availableFrom' | 'availableTo' | 'place' | 'bio' | 'links') =>
    ({
      id: `skills-${key}`,
      value: values[key],
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.target.value),
      'aria-invalid': errors[key] ? true : undefined,
      'aria-describedby': errors[key] ? `skills-${key}-error` : undefined,
    }) as const;
  const error = (key: Field) =>
    errors[key] && (
      <p id={`skills-${key}-error`} role="alert" className="text-sm text-destructive">
        {errors[key]}
      </p>
    );

  const addSkill = () => {
    const name = skillDraft.trim();
    if (!name) return;
    const known = SKILLS.find((s) => s.name.toLocaleLowerCase('sv-SE') === name.toLocaleLowerCase('sv-SE'));
    const written = known?.name ?? name;
    if (!values.skills.some((s) => s.name.toLocaleLowerCase('sv-SE') === written.toLocaleLowerCase('sv-SE')))
      set('skills', [...values.skills, { name: written, level: 'van' }]);
    setSkillDraft('');
    setErrors((e) => ({ ...e, skills: undefined }));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ZSkillProfileRequest.safeParse(requestOf(values));
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = (issue.path[0] as Field | undefined) ?? 'form';
        found[key] ??= issue.message;
      }
      setErrors(found);
      toast.error(T.fixErrors);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(requestOf(values));
      toast.success(T.saved);
    } catch (err) {
      setErrors({ form: err instanceof ApiError ? err.message : String(err) });
    }
  };

  const destroy = async () => {
    try {
      await remove.mutateAsync();
      setConfirmOpen(false);
      toast.success(T.removed);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : String(err));
    }
  };

  const check = (key: 'remote' | 'volunteer' | 'paid', label: string) => (
    <Label htmlFor={`skills-${key}`} className="flex items-center gap-2 font-normal">
      <input
        id={`skills-${key}`}
        type="checkbox"
        className="size-4"
        checked={values[key]}
        onChange={(e) => set(key, e.target.checked)}
      />
      {label}
    </Label>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={T.title}>
      {error('form')}
      <div className="space-y-2">
        <Label htmlFor="skills-headline">{T.headline}</Label>
        <Input {...text('headline')} placeholder={T.headlineHint} />
        {error('headline')}
      </div>

      <fieldset className="space-y-2" aria-describedby="skills-skills-hint">
        <legend className="text-sm font-medium">{T.skills}</legend>
        <p id="skills-skills-hint" className="text-sm text-muted-foreground">
          {T.skillsHint}
        </p>
        {values.skills.length === 0 ? (
          <p className="text-sm text-muted-foreground">{T.noSkillsYet}</p>
        ) : (
          <ul className="space-y-2" data-testid="skill-list">
            {values.skills.map((s, i) => (
              <li key={s.name} className="flex flex-wrap items-center gap-2 rounded-md border px-3 py-2">
                <span className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere]">{s.name}</span>
                <select
                  aria-label={T.level(s.name)}
                  className={selectClass}
                  value={s.level}
                  onChange={(e) =>
                    set(
                      'skills',
                      values.skills.map((x, j) => (j === i ? { ...x, level: e.target.value as SkillLevel } : x)),
                    )
                  }
                >
                  {SKILL_LEVELS.map((l) => (
                    <option key={l} value={l}>
                      {SKILL_LEVEL_LABELS[l]}
                    </option>
                  ))}
                </select>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={T.removeSkill(s.name)}
                  onClick={() =>
                    set(
                      'skills',
                      values.skills.filter((_, j) => j !== i),
                    )
                  }
                >
                  <X aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex gap-2">
          <Label htmlFor="skills-new" className="sr-only">
            {T.skillInput}
          </Label>
          <Input
            id="skills-new"
            list="skills-options"
            placeholder={T.skillInput}
            value={skillDraft}
            aria-invalid={errors.skills ? true : undefined}
            aria-describedby={errors.skills ? 'skills-skills-error' : undefined}
            onChange={(e) => setSkillDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addSkill();
              }
            }}
          />
          <datalist id="skills-options">
            {SKILLS.map((s) => (
              <option key={s.id} value={s.name} />
            ))}
          </datalist>
          <Button type="button" variant="outline" onClick={addSkill}>
            {T.addSkill}
          </Button>
        </div>
        {error('skills')}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-3">
        <div className="space-y-2">
          <Label htmlFor="skills-hoursPerWeek">{T.hours}</Label>
          <Input {...text('hoursPerWeek')} inputMode="numeric" />
          {error('hoursPerWeek')}
        </div>
        <div className="space-y-2">
          <Label htmlFor="skills-availableFrom">{T.from}</Label>
          <Input {...text('availableFrom')} type="date" />
          {error('availableFrom')}
        </div>
        <div className="space-y-2">
          <Label htmlFor="skills-availableTo">{T.to}</Label>
          <Input {...text('availableTo')} type="date" />
          {error('availableTo')}
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="skills-place">{T.place}</Label>
        <Input {...text('place')} autoComplete="address-level2" />
        {error('place')}
      </div>
      {check('remote', T.remote)}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{T.terms}</legend>
        <div className="flex flex-wrap gap-4">
          {check('volunteer', T.volunteer)}
          {check('paid', T.paid)}
        </div>
        {error('paid')}
      </fieldset>
      <div className="space-y-2">
        <Label htmlFor="skills-bio">{T.bio}</Label>
        <Textarea {...text('bio')} rows={4} />
        {error('bio')}
      </div>
      <div className="space-y-2">
        <Label htmlFor="skills-links">{T.links}</Label>
        <Textarea {...text('links')} rows={2} placeholder="https://" />
        {error('links')}
      </div>
      <div className="space-y-1 rounded-md border p-3">
        <Label htmlFor="skills-visible" className="flex items-center gap-2 font-medium">
          <input
            id="skills-visible"
            type="checkbox"
            role="switch"
            aria-checked={values.visible}
            aria-describedby="skills-visible-hint"
            className="size-4"
            checked={values.visible}
            onChange={(e) => set('visible', e.target.checked)}
          />
          {T.visible}
        </Label>
        <p id="skills-visible-hint" className="text-sm text-muted-foreground">
          {T.visibleHint}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? T.saving : T.save}
        </Button>
        {profile && (
          <ConfirmDialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            trigger={
              <Button type="button" variant="outline">
                {T.remove}
              </Button>
            }
            title={T.remove}
            description={T.removeConfirm}
            cancelLabel="Avbryt"
            confirmLabel={T.remove}
            pending={remove.isPending}
            onConfirm={() => void destroy()}
          />
        )}
      </div>
    </form>
  );
}
