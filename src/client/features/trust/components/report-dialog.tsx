// 'Rapportera': a dialog with the reasons (a labelled radio group, reachable by keyboard) and a description,
// sent to the admin. Opened by its own button, or controlled by the caller (the chat's message menu).
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@client/lib/toast';
import { Flag } from 'lucide-react';
import type { z } from 'zod';
import { Button } from '@client/components/ui/button';
import { FormDialog } from '@client/components/form-dialog';
import { FormControl, FormField, FormFieldItem, FormItem, FormMessage } from '@client/components/ui/form';
import { Label } from '@client/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@client/components/ui/radio-group';
import { Textarea } from '@client/components/ui/textarea';
import { ApiError } from '@client/lib/api-client';
import { REPORT_DETAILS_MAX, ZCreateReport, type TCreateReport } from '@shared/schemas/trust';
import { REPORT_REASONS, REPORT_REASON_LABELS, TRUST_TEXTS, type ReportTargetType } from '@shared/trust-texts';
import { useCreateReport } from '@client/features/trust/api/create-report';

const T = TRUST_TEXTS.report;
type FormInput = z.input<typeof ZCreateReport>;

export function ReportDialog({
  targetType,
  targetId,
  targetName,
  trigger,
  open: controlledOpen,
  onOpenChange,
}: {
  targetType: ReportTargetType;
  targetId: string;
  /** what is reported, for the button's and the dialog's accessible name */
  targetName: string;
  /** the opening button; left out, a small 'Rapportera' button */
  trigger?: ReactNode | null;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  const create = useCreateReport();
  const reasonLabelId = useId();
  const form = useForm<FormInput, unknown, TCreateReport>({
    resolver: zodResolver(ZCreateReport),
    defaultValues: { targetType, targetId, reason: '' as TCreateReport['reason'], details: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toast.success(T.sent);
      setOpen(false);
      form.reset();
    } catch (error) {
      toast.error(T.error, { description: error instanceof ApiError ? error.message : undefined });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !isSubmitting && setOpen(next)}
      trigger={
        trigger !== null &&
        (trigger ?? (
          <Button type="button" variant="ghost" size="sm" aria-label={T.openLabel(targetName)}>
            <Flag aria-hidden /> {T.open}
          </Button>
        ))
      }
      title={T.openLabel(targetName)}
      description={T.description}
      form={form}
      onSubmit={submit}
      formLabel={T.openLabel(targetName)}
      noValidate
      cancelLabel={T.cancel}
      cancelDisabled={isSubmitting}
      submitLabel={isSubmitting ? T.sending : T.send}
      submitDisabled={isSubmitting}
    >
      <FormField
        control={form.control}
        name="reason"
        render={({ field }) => (
          <FormItem>
            <p id={reasonLabelId} className="text-sm font-medium">
              {T.reasonLabel}
            </p>
            <FormControl>
              <RadioGroup
                aria-labelledby={reasonLabelId}
                value={typeof field.value === 'string' ? field.value : ''}
                onValueChange={field.onChange}
                name={field.name}
              >
                {REPORT_REASONS.map((reason) => (
                  <div key={reason} className="flex items-center gap-2">
                    <RadioGroupItem value={reason} id={`${reasonLabelId}-${reason}`} />
                    <Label htmlFor={`${reasonLabelId}-${reason}`} className="font-normal">
                      {REPORT_REASON_LABELS[reason]}
                    </Label>
                  </div>
                ))}
              </RadioGroup>
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormFieldItem
        control={form.control}
        name="details"
        label={T.detailsLabel}
        description={T.detailsHint}
        render={(field) => <Textarea rows={3} maxLength={REPORT_DETAILS_MAX} {...field} value={field.value ?? ''} />}
      />
    </FormDialog>
  );
}
