// The fields of the project form (project-form.tsx): a labelled input or text area with its error under it,
// and the skills picker of a role (the skills list as suggestions, free text allowed).
import { useState } from 'react';
import { X } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { PROJECT_UI as T } from '../texts';

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}

/** A labelled input with its error under it. */
export function Field(props: {
  id: string;
  label: string;
  error?: string;
  value: string;
  onChange: (v: string) => void;
  type?: string;
  multiline?: boolean;
  min?: number;
}) {
  const errorId = `${props.id}-error`;
  const common = {
    id: props.id,
    value: props.value,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.error ? errorId : undefined,
  };
  return (
    <div className="space-y-1">
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.multiline ? (
        <Textarea {...common} rows={5} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <Input
          {...common}
          type={props.type ?? 'text'}
          min={props.min}
          inputMode={props.type === 'number' ? 'numeric' : undefined}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
      <FieldError id={errorId} message={props.error} />
    </div>
  );
}

export function SkillsPicker({
  id,
  skills,
  error,
  onChange,
}: {
  id: string;
  skills: string[];
  error?: string;
  onChange: (skills: string[]) => void;
}) {
  const [text, setText] = useState('');
  const add = () => {
    const skill = text.trim();
    if (!skill) return;
    if (!skills.some((s) => s.toLowerCase() === skill.toLowerCase())) onChange([...skills, skill]);
    setText('');
  };
  return (
    <fieldset className="space-y-1" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{T.roleSkills}</legend>
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
      <Label htmlFor={`${id}-input`} className="sr-only">
        {T.roleSkillInput}
      </Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-input`}
          list="project-skill-list"
          value={text}
          placeholder={T.roleSkillInput}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add}>
          {T.addSkill}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{T.roleSkillHint}</p>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
