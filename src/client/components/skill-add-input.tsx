// The text box that adds a skill to a form's list (the skills profile, a project's role): the shared skills
// list as suggestions, free text allowed; its label is visually hidden (the placeholder says the same).
// Rendered inside a <FormItem>, so the label, id and aria-* come from the form set.
import { useId } from 'react';
import { AddInput } from '@client/components/add-input';
import { FormControl, FormLabel } from '@client/components/ui/form';
import { SKILLS } from '@shared/skills';

export function SkillAddInput({
  label,
  addLabel,
  onAdd,
}: {
  label: string;
  addLabel: string;
  /** gets the trimmed text; blank text is not added */
  onAdd: (skill: string) => void;
}) {
  const listId = useId();
  return (
    <>
      <FormLabel className="sr-only">{label}</FormLabel>
      <FormControl>
        <AddInput list={listId} placeholder={label} addLabel={addLabel} onAdd={onAdd} />
      </FormControl>
      <datalist id={listId}>
        {SKILLS.map((s) => (
          <option key={s.id} value={s.name} />
        ))}
      </datalist>
    </>
  );
}
