// /projekt/ny and /projekt/:id/redigera: an association, business or foundation publishes a project with
// 1–10 roles, or edits one (pre-filled). Checked with the shared zod schema before sending (the server's
// own Swedish messages beside the fields); every field is controlled, so a server error keeps what was typed.
import { useId } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { toast } from '@client/lib/toast';
import { showIssues } from '@client/lib/form-issues';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Form, FormCheckItem } from '@client/components/ui/form';
import { ZProjectRequest, type TProjectRequest } from '@shared/schemas/talent';
import type { TProject } from '@shared/schemas/talent.response';
import { useSaveProject } from '../api/projects';
import { PROJECT_UI as T } from '../texts';
import { Field, SkillsPicker } from './project-form-fields';

/** a role as typed: the request's names, numbers and dates as text */
interface RoleDraft {
  title: string;
  skills: string[];
  hoursPerWeek: string;
  periodFrom: string;
  periodTo: string;
  remote: boolean;
  paid: boolean;
  amount: string;
  interestDeadline: string;
}
interface Values {
  organization: string;
  title: string;
  description: string;
  place: string;
  roles: RoleDraft[];
}

const emptyRole = (): RoleDraft => ({
  title: '',
  skills: [],
  hoursPerWeek: '',
  periodFrom: '',
  periodTo: '',
  remote: false,
  paid: false,
  amount: '',
  interestDeadline: '',
});
const roleOf = (r: TProject['roles'][number]): RoleDraft => ({
  title: r.title,
  skills: r.skills.map((s) => s.name),
  hoursPerWeek: String(r.hoursPerWeek),
  periodFrom: r.periodFrom ?? '',
  periodTo: r.periodTo ?? '',
  remote: r.remote,
  paid: r.paid,
  amount: r.amount === null ? '' : String(r.amount),
  interestDeadline: r.interestDeadline ?? '',
});

const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
const orNull = (v: string) => v.trim() || null;

/** the request the form's values make */
export function requestOf(v: Values): TProjectRequest {
  return {
    organization: v.organization,
    title: v.title,
    description: v.description,
    place: v.place,
    roles: v.roles.map((r) => ({
      title: r.title,
      skills: r.skills,
      hoursPerWeek: num(r.hoursPerWeek),
      periodFrom: orNull(r.periodFrom),
      periodTo: orNull(r.periodTo),
      remote: r.remote,
      paid: r.paid,
      amount: r.paid && r.amount.trim() !== '' ? Number(r.amount) : null,
      interestDeadline: orNull(r.interestDeadline),
    })),
  };
}

/** where a schema issue is shown: a role's skills under its picker, the rest at the field of the same path */
const fieldOf = (path: readonly PropertyKey[]) =>
  (path[0] === 'roles' && path[2] === 'skills' ? path.slice(0, 3) : path).join('.');

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
  const form = useForm<Values>({
    defaultValues: {
      organization: initial?.organization ?? '',
      title: initial?.title ?? '',
      description: initial?.description ?? '',
      place: initial?.place ?? '',
      roles: initial ? initial.roles.map(roleOf) : [emptyRole()],
    },
  });
  const roles = useFieldArray({ control: form.control, name: 'roles' });
  const paid = useWatch({ control: form.control, name: 'roles' }).map((r) => r.paid);
  const rolesError = form.formState.errors.roles?.message;

  const submit = form.handleSubmit((values) => {
    form.clearErrors();
    const body = requestOf(values);
    const parsed = ZProjectRequest.safeParse(body);
    if (!parsed.success) {
      showIssues(form.setError, parsed.error.issues, fieldOf);
      toast.error(T.fixErrors);
      return;
    }
    save.mutate(body, { onSuccess: onSaved, onError: (err) => toast.error(err.message) });
  });
  const c = form.control;

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="max-w-3xl space-y-5">
        <Field control={c} name="organization" id={`${uid}-organization`} label={T.formOrganization} />
        <Field control={c} name="title" id={`${uid}-title`} label={T.formTitle} />
        <Field control={c} name="description" id={`${uid}-description`} label={T.formDescription} multiline />
        <Field control={c} name="place" id={`${uid}-place`} label={T.formPlace} />
        {rolesError && <p className="text-sm text-destructive">{rolesError}</p>}
        {roles.fields.map((r, i) => {
          const rid = `${uid}-role-${r.id}`;
          return (
            <fieldset key={r.id} className="space-y-4 rounded-lg border p-4" data-testid="role-fieldset">
              <legend className="px-1 text-base font-semibold">{T.roleHeading(i + 1)}</legend>
              <Field control={c} name={`roles.${i}.title`} id={`${rid}-title`} label={T.roleTitle} />
              <SkillsPicker control={c} name={`roles.${i}.skills`} id={`${rid}-skills`} />
              <div className="grid gap-4 sm:grid-cols-3">
                <Field
                  control={c}
                  name={`roles.${i}.hoursPerWeek`}
                  id={`${rid}-hours`}
                  label={T.roleHours}
                  type="number"
                  min={1}
                />
                <Field control={c} name={`roles.${i}.periodFrom`} id={`${rid}-from`} label={T.roleFrom} type="date" />
                <Field control={c} name={`roles.${i}.periodTo`} id={`${rid}-to`} label={T.roleTo} type="date" />
              </div>
              <div className="flex flex-wrap gap-4 text-sm">
                <FormCheckItem control={c} name={`roles.${i}.remote`} id={`${rid}-remote`} label={T.roleRemote} />
                <FormCheckItem control={c} name={`roles.${i}.paid`} id={`${rid}-paid`} label={T.rolePaid} />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                {paid[i] && (
                  <Field
                    control={c}
                    name={`roles.${i}.amount`}
                    id={`${rid}-amount`}
                    label={T.roleAmount}
                    type="number"
                    min={0}
                  />
                )}
                <Field
                  control={c}
                  name={`roles.${i}.interestDeadline`}
                  id={`${rid}-deadline`}
                  label={T.roleDeadline}
                  type="date"
                />
              </div>
              {roles.fields.length > 1 && (
                <Button type="button" variant="outline" size="sm" onClick={() => roles.remove(i)}>
                  <Trash2 aria-hidden /> {T.removeRole(i + 1)}
                </Button>
              )}
            </fieldset>
          );
        })}
        <div className="flex flex-wrap gap-2">
          {roles.fields.length < 10 && (
            <Button type="button" variant="outline" onClick={() => roles.append(emptyRole(), { shouldFocus: false })}>
              <Plus aria-hidden /> {T.addRole}
            </Button>
          )}
          <Button type="submit" disabled={save.isPending}>
            {initial ? T.submitEdit : T.submitNew}
          </Button>
        </div>
      </form>
    </Form>
  );
}
