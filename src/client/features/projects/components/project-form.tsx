// /projekt/ny and /projekt/:id/redigera: an association, business or foundation publishes a project with
// 1–10 roles, or edits one (pre-filled). Checked with the shared zod schema before sending (the server's
// own Swedish messages beside the fields); every field is controlled, so a server error keeps what was typed.
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@client/lib/toast';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { SKILLS } from '@shared/skills';
import { ZProjectRequest, type TProjectRequest } from '@shared/schemas/talent';
import type { TProject } from '@shared/schemas/talent.response';
import { useSaveProject } from '../api/projects';
import { PROJECT_UI as T } from '../texts';
import { Field, FieldError, SkillsPicker } from './project-form-fields';

interface RoleDraft {
  key: number;
  title: string;
  skills: string[];
  hours: string;
  from: string;
  to: string;
  remote: boolean;
  paid: boolean;
  amount: string;
  deadline: string;
}

let nextKey = 1;
const emptyRole = (): RoleDraft => ({
  key: nextKey++,
  title: '',
  skills: [],
  hours: '',
  from: '',
  to: '',
  remote: false,
  paid: false,
  amount: '',
  deadline: '',
});
const roleOf = (r: TProject['roles'][number]): RoleDraft => ({
  key: nextKey++,
  title: r.title,
  skills: r.skills.map((s) => s.name),
  hours: String(r.hoursPerWeek),
  from: r.periodFrom ?? '',
  to: r.periodTo ?? '',
  remote: r.remote,
  paid: r.paid,
  amount: r.amount === null ? '' : String(r.amount),
  deadline: r.interestDeadline ?? '',
});

const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
const orNull = (v: string) => v.trim() || null;

/** the request the form's state makes */
export function requestOf(v: {
  organization: string;
  title: string;
  description: string;
  place: string;
  roles: RoleDraft[];
}): TProjectRequest {
  return {
    organization: v.organization,
    title: v.title,
    description: v.description,
    place: v.place,
    roles: v.roles.map((r) => ({
      title: r.title,
      skills: r.skills,
      hoursPerWeek: num(r.hours),
      periodFrom: orNull(r.from),
      periodTo: orNull(r.to),
      remote: r.remote,
      paid: r.paid,
      amount: r.paid && r.amount.trim() !== '' ? Number(r.amount) : null,
      interestDeadline: orNull(r.deadline),
    })),
  };
}

type Errors = Record<string, string>;

export function ProjectForm({
  initial,
  onSaved,
}: {
  /** the project to edit; without it a new one is published */
  initial?: TProject;
  onSaved: (project: TProject) => void;
}) {
  const uid = useId();
  const save = useSaveProject(initial?.id);
  const [organization, setOrganization] = useState(initial?.organization ?? '');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [place, setPlace] = useState(initial?.place ?? '');
  const [roles, setRoles] = useState<RoleDraft[]>(initial ? initial.roles.map(roleOf) : [emptyRole()]);
  const [errors, setErrors] = useState<Errors>({});

  const setRole = (key: number, patch: Partial<RoleDraft>) =>
    setRoles((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const body = requestOf({ organization, title, description, place, roles });
    const parsed = ZProjectRequest.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.');
        next[key] ??= issue.message;
      }
      setErrors(next);
      toast.error(T.fixErrors);
      return;
    }
    setErrors({});
    save.mutate(body, { onSuccess: onSaved, onError: (err) => toast.error(err.message) });
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-3xl space-y-5">
      <datalist id="project-skill-list">
        {SKILLS.map((s) => (
          <option key={s.id} value={s.name} />
        ))}
      </datalist>
      <Field
        id={`${uid}-organization`}
        label={T.formOrganization}
        value={organization}
        onChange={setOrganization}
        error={errors.organization}
      />
      <Field id={`${uid}-title`} label={T.formTitle} value={title} onChange={setTitle} error={errors.title} />
      <Field
        id={`${uid}-description`}
        label={T.formDescription}
        value={description}
        onChange={setDescription}
        error={errors.description}
        multiline
      />
      <Field id={`${uid}-place`} label={T.formPlace} value={place} onChange={setPlace} error={errors.place} />
      <FieldError id={`${uid}-roles-error`} message={errors.roles} />
      {roles.map((r, i) => {
        const rid = `${uid}-role-${r.key}`;
        const err = (field: string) => errors[`roles.${i}.${field}`];
        return (
          <fieldset key={r.key} className="space-y-4 rounded-lg border p-4" data-testid="role-fieldset">
            <legend className="px-1 text-base font-semibold">{T.roleHeading(i + 1)}</legend>
            <Field
              id={`${rid}-title`}
              label={T.roleTitle}
              value={r.title}
              onChange={(v) => setRole(r.key, { title: v })}
              error={err('title')}
            />
            <SkillsPicker
              id={`${rid}-skills`}
              skills={r.skills}
              error={err('skills') ?? Object.entries(errors).find(([k]) => k.startsWith(`roles.${i}.skills.`))?.[1]}
              onChange={(skills) => setRole(r.key, { skills })}
            />
            <div className="grid gap-4 sm:grid-cols-3">
              <Field
                id={`${rid}-hours`}
                label={T.roleHours}
                type="number"
                min={1}
                value={r.hours}
                onChange={(v) => setRole(r.key, { hours: v })}
                error={err('hoursPerWeek')}
              />
              <Field
                id={`${rid}-from`}
                label={T.roleFrom}
                type="date"
                value={r.from}
                onChange={(v) => setRole(r.key, { from: v })}
                error={err('periodFrom')}
              />
              <Field
                id={`${rid}-to`}
                label={T.roleTo}
                type="date"
                value={r.to}
                onChange={(v) => setRole(r.key, { to: v })}
                error={err('periodTo')}
              />
            </div>
            <div className="flex flex-wrap gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={r.remote}
                  onChange={(e) => setRole(r.key, { remote: e.target.checked })}
                />
                {T.roleRemote}
              </label>
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={r.paid} onChange={(e) => setRole(r.key, { paid: e.target.checked })} />
                {T.rolePaid}
              </label>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              {r.paid && (
                <Field
                  id={`${rid}-amount`}
                  label={T.roleAmount}
                  type="number"
                  min={0}
                  value={r.amount}
                  onChange={(v) => setRole(r.key, { amount: v })}
                  error={err('amount')}
                />
              )}
              <Field
                id={`${rid}-deadline`}
                label={T.roleDeadline}
                type="date"
                value={r.deadline}
                onChange={(v) => setRole(r.key, { deadline: v })}
                error={err('interestDeadline')}
              />
            </div>
            {roles.length > 1 && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setRoles((rs) => rs.filter((x) => x.key !== r.key))}
              >
                <Trash2 aria-hidden /> {T.removeRole(i + 1)}
              </Button>
            )}
          </fieldset>
        );
      })}
      <div className="flex flex-wrap gap-2">
        {roles.length < 10 && (
          <Button type="button" variant="outline" onClick={() => setRoles((rs) => [...rs, emptyRole()])}>
            <Plus aria-hidden /> {T.addRole}
          </Button>
        )}
        <Button type="submit" disabled={save.isPending}>
          {initial ? T.submitEdit : T.submitNew}
        </Button>
      </div>
    </form>
  );
}
