// The admin's 'Ändringar' tab: edits of approved offers waiting for review, each field that changed shown
// with the published text beside the proposed one; publish, or reject with an optional reason to the owner.
import { useForm } from 'react-hook-form';
import { toast } from '@client/lib/toast';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@client/components/ui/card';
import { Form, FormInputItem } from '@client/components/ui/form';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatDate } from '@client/lib/format';
import { ADMIN_TEXTS as T } from '@shared/moderation-texts';
import type { TAdminOfferEdit } from '@shared/schemas/moderation.response';
import type { TOfferFields } from '@shared/schemas/offer.response';
import { useDecideOfferEdit, useOfferEdits } from '@client/features/admin/api/offer-edits';

type Field = keyof TOfferFields;
const FIELDS = Object.keys(T.editFields) as Field[];
const show = (value: TOfferFields[Field]) => (Array.isArray(value) ? value.join(', ') : (value ?? '–'));
const changed = (e: TAdminOfferEdit) => FIELDS.filter((f) => show(e.current[f]) !== show(e.proposed[f]));

export function OfferEdits() {
  const query = useOfferEdits();
  if (query.isPending) return <Skeleton className="h-40" aria-label={T.loading} />;
  if (query.isError) return <p className="text-destructive">{T.editsError}</p>;
  if (query.data.length === 0) return <p className="py-8 text-center text-muted-foreground">{T.noEdits}</p>;
  return (
    <ul className="space-y-4">
      {query.data.map((edit) => (
        <li key={edit.offer_id}>
          <OfferEditCard edit={edit} />
        </li>
      ))}
    </ul>
  );
}

function OfferEditCard({ edit }: { edit: TAdminOfferEdit }) {
  const decide = useDecideOfferEdit();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const fields = changed(edit);

  const run = async (action: 'approve' | 'reject') => {
    const reason = form.getValues('reason');
    try {
      if (action === 'approve') await decide.mutateAsync({ id: edit.offer_id, action });
      else await decide.mutateAsync({ id: edit.offer_id, action, reason: reason.trim() || undefined });
      toast.success(action === 'approve' ? T.editApproved : T.editRejected);
    } catch (error) {
      toast.error(T.editDecisionError, { description: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    <Card className="gap-3" data-testid="offer-edit" aria-label={edit.current.title}>
      <CardHeader className="gap-1">
        <CardTitle className="text-base">{edit.current.title}</CardTitle>
        <p className="text-sm text-muted-foreground">
          {T.owner} {edit.username ?? T.unknownOwner} · {T.editSubmitted} {formatDate(edit.submitted_at)}
        </p>
      </CardHeader>
      <Form {...form}>
        {/* the reason goes with 'Avvisa'; 'Publicera ändringen' is a plain button beside it */}
        <form onSubmit={(e) => void form.handleSubmit(() => run('reject'))(e)} noValidate className="contents">
          <CardContent className="space-y-4">
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {T.editField}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {T.editBefore}
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      {T.editAfter}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {fields.map((f) => (
                    <tr key={f} className="border-b align-top last:border-0">
                      <th scope="row" className="py-2 pr-3 font-medium">
                        {T.editFields[f]}
                      </th>
                      <td className="whitespace-pre-wrap break-words py-2 pr-3 text-muted-foreground line-through decoration-1">
                        {show(edit.current[f])}
                      </td>
                      <td className="whitespace-pre-wrap break-words py-2">{show(edit.proposed[f])}</td>
                    </tr>
                  ))}
                  {fields.length === 0 && (
                    <tr>
                      <td colSpan={3} className="py-2 text-muted-foreground">
                        {T.editUnchanged}
                      </td>
                    </tr>
                  )}
                </tbody>
              </table>
            </div>
            <FormInputItem control={form.control} name="reason" label={T.editReasonLabel} rows={2} />
          </CardContent>
          <CardFooter className="flex-wrap gap-2">
            <Button type="button" size="sm" onClick={() => void run('approve')} disabled={decide.isPending}>
              {T.approveEdit}
            </Button>
            <Button type="submit" size="sm" variant="outline" disabled={decide.isPending}>
              {T.rejectEdit}
            </Button>
          </CardFooter>
        </form>
      </Form>
    </Card>
  );
}
