// 'Om mig': the description, editable only by the owner (view and edit mode, spec §4).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@client/lib/toast';
import { Pencil } from 'lucide-react';
import { z } from 'zod';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { Form, FormFieldItem } from '@client/components/ui/form';
import { Textarea } from '@client/components/ui/textarea';
import { LIMITS } from '@shared/constants';
import { PROFILE_TEXTS as T } from '@shared/moderation-texts';
import { ZProfileDescription } from '@shared/schemas/moderation';
import { useUpdateProfile } from '@client/features/profiles/api/update-profile';

const ZDescriptionForm = z.object({ description: ZProfileDescription });
type TDescriptionForm = z.infer<typeof ZDescriptionForm>;

export function ProfileDescription({ description, isOwner }: { description: string | null; isOwner: boolean }) {
  const [editing, setEditing] = useState(false);
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
      setEditing(false);
    } catch {
      // what the owner typed stays in the form
      toast.error(T.saveError, { description: T.saveErrorText });
    }
  });

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <h2 className="text-lg font-semibold leading-tight">{T.about}</h2>
        {isOwner && !editing && (
          <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden /> {T.editDescription}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
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
                <Button
                  type="button"
                  variant="outline"
                  disabled={isSubmitting}
                  onClick={() => {
                    form.reset({ description: description ?? '' });
                    setEditing(false);
                  }}
                >
                  {T.cancel}
                </Button>
              </div>
            </form>
          </Form>
        ) : description ? (
          <p className="whitespace-pre-wrap break-words" data-testid="profile-description">
            {description}
          </p>
        ) : (
          <p className="text-muted-foreground" data-testid="profile-description">
            {isOwner ? T.noDescriptionOwner : T.noDescriptionVisitor}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
