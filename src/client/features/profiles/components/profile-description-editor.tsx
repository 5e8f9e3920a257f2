// The owner's editor of 'Om mig' (spec §4), loaded when the owner starts editing: a visitor's profile page
// loads no form library and no zod (issue 22, decision 220).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@client/lib/toast';
import { z } from 'zod';
import { Button } from '@client/components/ui/button';
import { Form, FormFieldItem } from '@client/components/ui/form';
import { Textarea } from '@client/components/ui/textarea';
import { LIMITS } from '@shared/constants';
import { PROFILE_TEXTS as T } from '@shared/moderation-texts';
import { ZProfileDescription } from '@shared/schemas/moderation';
import { useUpdateProfile } from '@client/features/profiles/api/update-profile';

const ZDescriptionForm = z.object({ description: ZProfileDescription });
type TDescriptionForm = z.infer<typeof ZDescriptionForm>;

export function ProfileDescriptionEditor({ description, onDone }: { description: string | null; onDone: () => void }) {
  const update = useUpdateProfile();
  const form = useForm<TDescriptionForm>({
    resolver: zodResolver(ZDescriptionForm),
    values: { description: description ?? '' },
  });
  const { isSubmitting } = form.formState;
  const length = form.watch('description')?.length ?? 0;

  const save = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ description: values.description });
      toast.success(T.saved, { description: T.savedText });
      onDone();
    } catch {
      // what the owner typed stays in the form
      toast.error(T.saveError, { description: T.saveErrorText });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={save} noValidate className="space-y-3" aria-label={T.editDescription}>
        <FormFieldItem
          control={form.control}
          name="description"
          id="profile-description"
          className="space-y-3"
          label={T.descriptionLabel}
          description={`${length} / ${LIMITS.profileDescriptionMax}`}
          render={(field) => <Textarea rows={4} autoFocus maxLength={LIMITS.profileDescriptionMax} {...field} />}
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? T.saving : T.save}
          </Button>
          <Button type="button" variant="outline" disabled={isSubmitting} onClick={onDone}>
            {T.cancel}
          </Button>
        </div>
      </form>
    </Form>
  );
}
