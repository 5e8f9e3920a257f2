// The hook a server-rendered form (sign-in, sign-up) needs to be safe before hydration; the form itself is
// built from components/ui/form.tsx like every other.
import * as React from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { useIsHydrated } from '@client/lib/hydration';

/**
 * A form the server may have rendered (issue 22, decision 220). `ready` is false until the page is hydrated:
 * give it to every submit button (`disabled={!ready || …}`), so that neither a click nor Enter in a field
 * sends the form as the browser's own GET before React handles it (the server sends a page with a live form
 * for the browser to render instead). `ref` goes on the <form>: text typed or autofilled before hydration
 * stays in the fields (React does not reset a field's value when it hydrates it) but react-hook-form has not
 * seen it; once hydrated it is taken into the form's state, so a submit sends what the fields show.
 */
export function useServerRenderedForm<T extends FieldValues>(form: UseFormReturn<T>) {
  const ready = useIsHydrated();
  const ref = React.useRef<HTMLFormElement>(null);
  // in the commit that hydrates the form, before any later render: a render in between gave the fields
  // react-hook-form's empty values for a moment (what was typed flickered away and back)
  React.useLayoutEffect(() => {
    for (const el of Array.from(ref.current?.elements ?? [])) {
      if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) || !el.name) continue;
      const name = el.name as FieldPath<T>;
      const held: unknown = form.getValues(name);
      const shown = el instanceof HTMLInputElement && el.type === 'checkbox' ? el.checked : el.value;
      if (typeof held !== typeof shown || held === shown) continue;
      form.setValue(name, shown as PathValue<T, FieldPath<T>>, { shouldDirty: true });
    }
  }, [form]);
  return { ref, ready };
}
