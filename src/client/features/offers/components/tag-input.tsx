// Free-text tag chips: added with Enter or the plus button; blanks and duplicates are ignored; each removable.
import { Plus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { LIMITS } from '@shared/constants';
import { OFFER_UI } from '@client/features/offers/texts';

const T = OFFER_UI.form;

export function TagInput({
  id,
  value,
  onChange,
  onBlur,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: {
  /** id, aria-describedby and aria-invalid come from the form's <FormControl> and go to the text input */
  id?: string;
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}) {
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const add = () => {
    const tag = draft.trim();
    setDraft('');
    if (!tag) return;
    const key = tag.toLocaleLowerCase('sv-SE');
    if (value.some((t) => t.toLocaleLowerCase('sv-SE') === key)) return;
    onChange([...value, tag]);
  };
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <Input
          ref={input}
          id={id}
          value={draft}
          maxLength={LIMITS.tagMax}
          placeholder={T.placeholders.tag}
          aria-describedby={describedBy}
          aria-invalid={invalid === true || invalid === 'true' || undefined}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={onBlur}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" size="icon" onClick={add} aria-label={T.addTag} title={T.addTag}>
          <Plus aria-hidden />
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={T.chosenTags}>
          {value.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="gap-1 pr-1">
                {tag}
                <button
                  type="button"
                  className="rounded-sm p-0.5 outline-none hover:bg-foreground/10 focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={T.removeTag(tag)}
                  onClick={() => {
                    onChange(value.filter((t) => t !== tag));
                    // the button goes away with its tag: keep focus in the field instead of losing it to the page
                    input.current?.focus();
                  }}
                >
                  <X aria-hidden className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
