// A dialog holding one form (Radix: focus moves in, Escape closes): the trigger, title and description,
// the fields, then the cancel and the submit button. With `form` its fields are react-hook-form fields
// (components/ui/form.tsx). The caller keeps `open` and closes the dialog when the server has answered.
import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { Form } from '@client/components/ui/form';

export function FormDialog<V extends FieldValues>({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  form,
  onSubmit,
  formLabel,
  noValidate,
  cancelLabel,
  cancelDisabled,
  submitLabel,
  submitDisabled,
  destructive = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the button that opens the dialog; left out, the caller opens it */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  form?: UseFormReturn<V>;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /** the form's accessible name */
  formLabel?: string;
  noValidate?: boolean;
  cancelLabel: string;
  cancelDisabled?: boolean;
  submitLabel: ReactNode;
  submitDisabled?: boolean;
  destructive?: boolean;
  children: ReactNode;
}) {
  const body = (
    <form onSubmit={onSubmit} noValidate={noValidate} className="space-y-4" aria-label={formLabel}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        {description && <DialogDescription>{description}</DialogDescription>}
      </DialogHeader>
      {children}
      <DialogFooter>
        <Button type="button" variant="outline" disabled={cancelDisabled} onClick={() => onOpenChange(false)}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent>{form ? <Form {...form}>{body}</Form> : body}</DialogContent>
    </Dialog>
  );
}
