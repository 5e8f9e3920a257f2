// One way to build a form (shadcn-style, on react-hook-form): <Form> provides the form, <FormField>
// binds one field, and <FormItem> wires its label, control, description and error message once:
// the label points at the control, the control gets aria-invalid and aria-describedby (description,
// then error), and the error message is announced where it appears.
//
//   <Form {...form}>
//     <form onSubmit={submit} noValidate>
//       <FormField control={form.control} name="email" render={({ field }) => (
//         <FormItem>
//           <FormLabel>E-post</FormLabel>
//           <FormControl><Input type="email" {...field} /></FormControl>
//           <FormDescription>Vi delar den aldrig.</FormDescription>
//           <FormMessage />
//         </FormItem>
//       )} />
import * as React from 'react';
import { Slot } from 'radix-ui';
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { cn } from '@client/lib/utils';

const Form = FormProvider;

const FormFieldContext = React.createContext<{ name: string } | null>(null);
const FormItemContext = React.createContext<{
  id: string;
  hasDescription: boolean;
  setHasDescription: (has: boolean) => void;
} | null>(null);

function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>(props: ControllerProps<TFieldValues, TName>) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

/** The ids and state of the field around the caller (inside <FormField> and <FormItem>). */
function useFormField() {
  const field = React.useContext(FormFieldContext);
  const item = React.useContext(FormItemContext);
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field?.name });
  if (!field || !item) throw new Error('useFormField inside <FormField> and <FormItem> only');
  const state = getFieldState(field.name, formState);
  return {
    name: field.name,
    formItemId: item.id,
    formDescriptionId: `${item.id}-description`,
    formMessageId: `${item.id}-error`,
    hasDescription: item.hasDescription,
    setHasDescription: item.setHasDescription,
    ...state,
  };
}

/** One field's block; `id` names the control (else a generated one). */
function FormItem({ className, id, ...props }: React.ComponentProps<'div'>) {
  const generated = React.useId();
  const itemId = id ?? generated;
  const [hasDescription, setHasDescription] = React.useState(false);
  const value = React.useMemo(() => ({ id: itemId, hasDescription, setHasDescription }), [itemId, hasDescription]);
  return (
    <FormItemContext.Provider value={value}>
      <div data-slot="form-item" className={cn('space-y-2', className)} {...props} />
    </FormItemContext.Provider>
  );
}

function FormLabel({ className, ...props }: React.ComponentProps<typeof Label>) {
  const { formItemId } = useFormField();
  return <Label data-slot="form-label" className={className} htmlFor={formItemId} {...props} />;
}

/** The field's input: gets the id, aria-invalid and aria-describedby. Pass `describedBy` for more ids. */
function FormControl({ describedBy, ...props }: React.ComponentProps<typeof Slot.Root> & { describedBy?: string }) {
  const { error, formItemId, formDescriptionId, formMessageId, hasDescription } = useFormField();
  const ids = [hasDescription ? formDescriptionId : null, error ? formMessageId : null, describedBy ?? null]
    .filter(Boolean)
    .join(' ');
  return (
    <Slot.Root
      data-slot="form-control"
      id={formItemId}
      aria-describedby={ids || undefined}
      aria-invalid={Boolean(error)}
      {...props}
    />
  );
}

function FormDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const { formDescriptionId, setHasDescription } = useFormField();
  // the control refers to the description only while one is rendered
  React.useLayoutEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return (
    <p
      data-slot="form-description"
      id={formDescriptionId}
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/** The field's error (or the children when there is none). */
function FormMessage({ className, children, ...props }: React.ComponentProps<'p'>) {
  const { error, formMessageId } = useFormField();
  // an array field's own error (e.g. too many tags) may sit under `root`
  const message = error ? (error.message ?? (error as { root?: { message?: string } }).root?.message) : undefined;
  const body = message ?? children;
  if (!body) return null;
  return (
    <p data-slot="form-message" id={formMessageId} className={cn('text-sm text-destructive', className)} {...props}>
      {body}
    </p>
  );
}

/** What a one-field item takes besides its control: the field, its label, hint and error. */
type FieldItemProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = Pick<
  ControllerProps<TFieldValues, TName>,
  'control' | 'name'
> & {
  label: React.ReactNode;
  description?: React.ReactNode;
  id?: string;
  className?: string;
  /** the error is announced at once (a server's answer, not a hint while typing) */
  alert?: boolean;
};

/** The common case in one element: label, control, optional description and the error of one field. */
function FormFieldItem<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  label,
  description,
  id,
  className,
  alert,
  render,
}: FieldItemProps<TFieldValues, TName> & {
  render: (field: ControllerRenderProps<TFieldValues, TName>) => React.ReactElement;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem id={id} className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>{render(field)}</FormControl>
          {description && <FormDescription className="text-xs">{description}</FormDescription>}
          <FormMessage role={alert ? 'alert' : undefined} />
        </FormItem>
      )}
    />
  );
}

/**
 * The most common field in one element: a text input (with `rows`, a text area; with `type="file"`, the chosen
 * File), its label and its error.
 */
function FormInputItem<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  label,
  description,
  id,
  className,
  alert,
  rows,
  ...input
}: FieldItemProps<TFieldValues, TName> & {
  /** a text area of this many rows */
  rows?: number;
} & Omit<React.ComponentProps<'input'>, 'name' | 'id' | 'className' | 'value' | 'defaultValue' | 'ref' | 'children'>) {
  return (
    <FormFieldItem
      control={control}
      name={name}
      label={label}
      description={description}
      id={id}
      className={className}
      alert={alert}
      render={(field) =>
        rows ? (
          <Textarea rows={rows} {...(input as React.ComponentProps<'textarea'>)} {...field} value={field.value ?? ''} />
        ) : input.type === 'file' ? (
          // a file field holds the chosen File (or null); the browser alone shows which one
          <Input
            {...input}
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
          />
        ) : (
          <Input {...input} {...field} value={field.value ?? ''} />
        )
      }
    />
  );
}

/** A tick box (or a switch) with its label after it, an optional description and its error. */
function FormCheckItem<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  label,
  description,
  id,
  className,
  labelClassName = 'font-normal',
  switch: isSwitch,
}: Pick<ControllerProps<TFieldValues, TName>, 'control' | 'name'> & {
  label: React.ReactNode;
  description?: React.ReactNode;
  id?: string;
  className?: string;
  labelClassName?: string;
  /** an on/off setting read out as a switch */
  switch?: boolean;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem id={id} className={cn('space-y-1', className)}>
          <div className="flex items-center gap-2">
            <FormControl>
              <input
                type="checkbox"
                role={isSwitch ? 'switch' : undefined}
                aria-checked={isSwitch ? Boolean(field.value) : undefined}
                className="size-4 accent-primary"
                ref={field.ref}
                name={field.name}
                checked={Boolean(field.value)}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
              />
            </FormControl>
            <FormLabel className={labelClassName}>{label}</FormLabel>
          </div>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage role="alert" />
        </FormItem>
      )}
    />
  );
}

export {
  Form,
  FormCheckItem,
  FormField,
  FormFieldItem,
  FormInputItem,
  FormItem,
  FormLabel,
  FormControl,
  FormDescription,
  FormMessage,
  useFormField,
};
