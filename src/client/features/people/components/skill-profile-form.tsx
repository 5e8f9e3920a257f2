// Settings › Kompetensprofil (issue 25 §1) for a Privatperson or an influencer: headline, skills from the
// shared list (or free text) with a level each, availability, place, terms, bio, links and 'Synlig för
// organisationer' (off by default). Checked with the shared schema before sending; what was typed stays on error.
import { useState } from 'react';
import { useForm, type ControllerRenderProps } from 'react-hook-form';
import { toast } from '@client/lib/toast';
import { X } from 'lucide-react';
import { SkillAddInput } from '@client/components/skill-add-input';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import {
  Form,
  FormCheckItem,
  FormDescription,
  FormField,
  FormFieldItem,
  FormItem,
  FormMessage,
} from '@client/components/ui/form';
import { Spinner } from '@client/components/ui/spinner';
import { Textarea } from '@client/components/ui/textarea';
import { ApiError } from '@client/lib/api-client';
import { showIssues } from '@client/lib/form-issues';
import { PEOPLE_TEXTS } from '@shared/people-texts';
import { ZSkillProfileRequest } from '@shared/schemas/talent';
import type { TSkillProfile } from '@shared/schemas/talent.response';
import { SKILLS } from '@shared/skills';
import { SKILL_LEVELS, SKILL_LEVEL_LABELS, type SkillLevel } from '@shared/talent-texts';
import { useDeleteSkillProfile, useSaveSkillProfile, useSkillProfile } from '../api/skill-profile';
import { requestOf, valuesOf, type Values } from './skill-profile-values';

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

type Text = 'headline' | 'hoursPerWeek' | 'availableFrom' | 'availableTo' | 'place' | 'bio' | 'links';

function SkillProfileForm({ profile }: { profile: TSkillProfile | null }) {
  const form = useForm<Values>({ defaultValues: valuesOf(profile) });
  const [confirmOpen, setConfirmOpen] = useState(false);
  const save = useSaveSkillProfile();
  const remove = useDeleteSkillProfile();
  const c = form.control;
  const serverError = form.formState.errors.root?.server?.message;

  const text = (
    key: Text,
    label: string,
    input: (field: ControllerRenderProps<Values, Text>) => React.ReactElement,
  ) => <FormFieldItem control={c} name={key} id={`skills-${key}`} label={label} alert render={input} />;

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    const parsed = ZSkillProfileRequest.safeParse(requestOf(values));
    if (!parsed.success) {
      showIssues(form.setError, parsed.error.issues);
      toast.error(T.fixErrors);
      return;
    }
    try {
      await save.mutateAsync(requestOf(values));
      toast.success(T.saved);
    } catch (err) {
      form.setError('root.server', { message: err instanceof ApiError ? err.message : String(err) });
    }
  });

  const destroy = async () => {
    try {
      await remove.mutateAsync();
      setConfirmOpen(false);
      toast.success(T.removed);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : String(err));
    }
  };

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={T.title}>
        {serverError && (
          <p role="alert" className="text-sm text-destructive">
            {serverError}
          </p>
        )}
        {text('headline', T.headline, (field) => (
          <Input {...field} placeholder={T.headlineHint} />
        ))}
        <FormField
          control={c}
          name="skills"
          render={({ field }) => (
            <FormItem id="skills-new">
              <SkillList
                skills={field.value}
                onChange={(skills) => {
                  field.onChange(skills);
                  form.clearErrors('skills');
                }}
              />
            </FormItem>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          {text('hoursPerWeek', T.hours, (field) => (
            <Input {...field} inputMode="numeric" />
          ))}
          {text('availableFrom', T.from, (field) => (
            <Input {...field} type="date" />
          ))}
          {text('availableTo', T.to, (field) => (
            <Input {...field} type="date" />
          ))}
        </div>
        {text('place', T.place, (field) => (
          <Input {...field} autoComplete="address-level2" />
        ))}
        <FormCheckItem control={c} name="remote" id="skills-remote" label={T.remote} />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{T.terms}</legend>
          <div className="flex flex-wrap gap-4">
            <FormCheckItem control={c} name="volunteer" id="skills-volunteer" label={T.volunteer} />
            <FormCheckItem control={c} name="paid" id="skills-paid" label={T.paid} />
          </div>
        </fieldset>
        {text('bio', T.bio, (field) => (
          <Textarea {...field} rows={4} />
        ))}
        {text('links', T.links, (field) => (
          <Textarea {...field} rows={2} placeholder="https://" />
        ))}
        <FormCheckItem
          control={c}
          name="visible"
          id="skills-visible"
          label={T.visible}
          labelClassName="font-medium"
          description={T.visibleHint}
          className="rounded-md border p-3"
          switch
        />
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
    </Form>
  );
}

/** The skills with a level each, and a text box with the shared list as suggestions (inside a <FormItem>). */
function SkillList({ skills, onChange }: { skills: Values['skills']; onChange: (skills: Values['skills']) => void }) {
  const add = (name: string) => {
    const known = SKILLS.find((s) => s.name.toLocaleLowerCase('sv-SE') === name.toLocaleLowerCase('sv-SE'));
    const written = known?.name ?? name;
    if (!skills.some((s) => s.name.toLocaleLowerCase('sv-SE') === written.toLocaleLowerCase('sv-SE')))
      onChange([...skills, { name: written, level: 'van' }]);
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{T.skills}</legend>
      <FormDescription>{T.skillsHint}</FormDescription>
      {skills.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.noSkillsYet}</p>
      ) : (
        <ul className="space-y-2" data-testid="skill-list">
          {skills.map((s, i) => (
            <li key={s.name} className="flex flex-wrap items-center gap-2 rounded-md border px-3 py-2">
              <span className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere]">{s.name}</span>
              <select
                aria-label={T.level(s.name)}
                className={selectClass}
                value={s.level}
                onChange={(e) =>
                  onChange(skills.map((x, j) => (j === i ? { ...x, level: e.target.value as SkillLevel } : x)))
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
                onClick={() => onChange(skills.filter((_, j) => j !== i))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <SkillAddInput label={T.skillInput} addLabel={T.addSkill} onAdd={add} />
      <FormMessage role="alert" />
    </fieldset>
  );
}
