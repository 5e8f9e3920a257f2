import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Input } from '@client/components/ui/input';
import { FormFieldItem } from '@client/components/ui/form';

/** A password field of the account forms (reset, change): label, masked input, error. */
export function PasswordField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  autoComplete = 'new-password',
}: {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  autoComplete?: 'new-password' | 'current-password';
}) {
  return (
    <FormFieldItem
      control={control}
      name={name}
      id={id}
      label={label}
      render={(field) => <Input type="password" autoComplete={autoComplete} required {...field} />}
    />
  );
}
