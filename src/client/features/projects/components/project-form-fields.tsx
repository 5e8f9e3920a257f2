// The fields of the project form (project-form.tsx) on the shared Form set: a text, number or date field,
// a tick box, and the skills picker of a role (the skills list as suggestions, free text allowed).
import { X } from 'lucide-react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { SkillAddInput } from '@client/components/skill-add-input';
import { FormDescription, FormField, FormInputItem, FormItem, FormMessage } from '@client/components/ui/form';
import { PROJECT_UI as T } from '../texts';

type FieldProps<V extends FieldValues> = { control: Control<V>; name: FieldPath<V>; id: string; label: string };

/** A labelled input (or text area) with its error under it. */
export function Field<V extends FieldValues>({
  type = 'text',
  multiline,
  min,
  ...props
}: FieldProps<V> & { type?: 'text' | 'number' | 'date'; multiline?: boolean; min?: number }) {
  return (
    <FormInputItem
      {...props}
      rows={multiline ? 5 : undefined}
      type={multiline ? undefined : type}
      min={min}
      inputMode={type === 'number' ? 'numeric' : undefined}
    />
  );
}

/** The skills of a role: chips, and a text box with the skills list as suggestions. */
export function SkillsPicker<V extends FieldValues>({ control, name, id }: Omit<FieldProps<V>, 'label'>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem id={id}>
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium">{T.roleSkills}</legend>
            <SkillChips skills={field.value as string[]} onChange={field.onChange} />
          </fieldset>
        </FormItem>
      )}
    />
  );
}

function SkillChips({ skills, onChange }: { skills: string[]; onChange: (skills: string[]) => void }) {
  const add = (skill: string) => {
    if (!skills.some((s) => s.toLowerCase() === skill.toLowerCase())) onChange([...skills, skill]);
  };
  return (
    <>
      {skills.length > 0 && (
        <ul className="flex flex-wrap gap-1">
          {skills.map((s) => (
            <li key={s} className="flex items-center gap-1 rounded-full border px-2 py-0.5 text-sm">
              {s}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={T.removeSkill(s)}
                onClick={() => onChange(skills.filter((x) => x !== s))}
              >
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <SkillAddInput label={T.roleSkillInput} addLabel={T.addSkill} onAdd={add} />
      <FormDescription className="text-xs">{T.roleSkillHint}</FormDescription>
      <FormMessage />
    </>
  );
}
