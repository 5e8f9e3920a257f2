import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { PasswordStrength } from '@client/components/password-strength';
import { FormInputItem } from '@client/components/ui/form';

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
  return (
    <FormInputItem
      control={control}
      name={name}
      id={id}
      label={label}
      description={description}
      type={autoComplete === 'email' ? 'email' : 'password'}
      autoComplete={autoComplete}
      required
    />
  );
}

/** 'Nytt lösenord' with its strength meter, then 'Upprepa nytt lösenord' (reset and settings forms). */
export function NewPasswordFields<T extends { newPassword: string; confirmPassword: string }>({
  control,
  idPrefix,
}: {
  control: Control<T>;
  /** the fields' ids are `${idPrefix}-new-password` and `${idPrefix}-confirm-password` */
  idPrefix: string;
}) {
  const newPassword = useWatch({ control, name: 'newPassword' as FieldPath<T> }) as string;
  return (
    <>
      <AccountField
        autoComplete="new-password"
        control={control}
        name={'newPassword' as FieldPath<T>}
        id={`${idPrefix}-new-password`}
        label="Nytt lösenord"
      />
      <PasswordStrength password={newPassword} />
      <AccountField
        autoComplete="new-password"
        control={control}
        name={'confirmPassword' as FieldPath<T>}
        id={`${idPrefix}-confirm-password`}
        label="Upprepa nytt lösenord"
      />
    </>
  );
}
