// A labelled control outside a react-hook-form form (the filter bars of /projekt, /talanger, /stiftelser
// and the explore page, a reason box in a confirmation): the label points at the control, a hint is wired
// by aria-describedby. A form with fields to validate uses components/ui/form.tsx instead.
import type { ReactElement, ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { Label } from '@client/components/ui/label';
import { cn } from '@client/lib/utils';

const selectClass =
  'h-9 w-full rounded-md border bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** One control: its label, the control (given the id), an optional button beside it and a hint under it. */
export function LabelledControl({
  id,
  label,
  labelClassName,
  hint,
  action,
  icon,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  /** e.g. `sr-only` where an icon says what the field is for */
  labelClassName?: string;
  hint?: ReactNode;
  /** beside the control (the search field's 'Sök') */
  action?: ReactNode;
  /** drawn over the start of the control (a search field's magnifier, absolutely positioned) */
  icon?: ReactNode;
  className?: string;
  children: ReactElement;
}) {
  const hintId = `${id}-hint`;
  const input = (
    <Slot.Root id={id} aria-describedby={hint ? hintId : undefined}>
      {children}
    </Slot.Root>
  );
  const control = icon ? (
    <div className="relative">
      {icon}
      {input}
    </div>
  ) : (
    input
  );
  return (
    <div className={cn('space-y-1', className)}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      {action ? (
        <div className="flex items-end gap-2">
          {control}
          {action}
        </div>
      ) : (
        control
      )}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled native select of one filter; '' is `all`. */
export function FilterSelect({
  id,
  label,
  all,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  all: string;
  options: readonly (readonly [value: string | number, label: string])[];
  value: string | null | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <LabelledControl id={id} label={label}>
      <select className={selectClass} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
        <option value="">{all}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </LabelledControl>
  );
}
