// A text box that adds what is typed to a list: Enter or the button beside it adds, then the box empties.
// Rendered inside <FormControl>, it passes the id and aria-* it gets on to the text box.
import { useState, type ComponentProps } from 'react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';

export function AddInput({
  onAdd,
  addLabel,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'onKeyDown'> & {
  /** gets the trimmed text; blank text is not added */
  onAdd: (text: string) => void;
  addLabel: string;
}) {
  const [text, setText] = useState('');
  const add = () => {
    const value = text.trim();
    setText('');
    if (value) onAdd(value);
  };
  return (
    <div className="flex gap-2">
      <Input
        {...props}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          }
        }}
      />
      <Button type="button" variant="outline" onClick={add}>
        {addLabel}
      </Button>
    </div>
  );
}
