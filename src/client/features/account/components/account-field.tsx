import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Input } from '@client/components/ui/input';
import { FormFieldItem } from '@client/components/ui/form';

/** A field of the account forms (forgot, reset, settings): label, e-mail or masked password input, hint, error. */
export function AccountField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  description,
  autoComplete,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  description?: string;
  autoComplete: 'email' | 'new-password' | 'current-password';
}) {
  const type = autoComplete === 'email' ? 'email' : 'password';
  return (
    <FormFieldItem
      control={control}
      name={name}
      id={id}
      label={label}
      description={description}
      render={(field) => <Input type={type} autoComplete={autoComplete} required {...field} />}
    />
  );
}
