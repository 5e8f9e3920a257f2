// The review of the other party after a completed deal: 1–5 stars and a text of 20–1000 characters.
// Checked with the shared schema before sending (its message under the text); the server's answer above the button.
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@client/lib/toast';
import { Star } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Form, FormControl, FormField, FormFieldItem, FormItem, FormMessage } from '@client/components/ui/form';
import { Label } from '@client/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@client/components/ui/radio-group';
import { Textarea } from '@client/components/ui/textarea';
import { ApiError } from '@client/lib/api-client';
import { showIssues } from '@client/lib/form-issues';
import { ZCreateReview } from '@shared/schemas/deal';
import type { TDeal } from '@shared/schemas/deal.response';
import { useDealAction } from '../api/deal-actions';
import { DEALS_UI as T } from '../texts';

export function ReviewForm({ deal }: { deal: TDeal }) {
  const form = useForm({ defaultValues: { rating: '5', text: '' } });
  const action = useDealAction(deal.id);
  const ratingId = useId();
  const failure = form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit(async ({ rating, text }) => {
    form.clearErrors();
    const parsed = ZCreateReview.safeParse({ rating: Number(rating), text });
    if (!parsed.success) return void showIssues(form.setError, parsed.error.issues);
    try {
      await action.mutateAsync({ kind: 'review', json: parsed.data });
      toast.success(T.reviewSent);
    } catch (err) {
      form.setError('root.server', { message: err instanceof ApiError ? err.message : T.actionError });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{T.reviewTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={(e) => void submit(e)} className="space-y-4">
            <FormField
              control={form.control}
              name="rating"
              render={({ field }) => (
                <FormItem>
                  <p id={ratingId} className="text-sm font-medium">
                    {T.reviewRating}
                  </p>
                  <FormControl>
                    <RadioGroup
                      aria-labelledby={ratingId}
                      value={field.value}
                      onValueChange={field.onChange}
                      name={field.name}
                      className="flex flex-wrap gap-4"
                    >
                      {[1, 2, 3, 4, 5].map((n) => (
                        <div key={n} className="flex items-center gap-1">
                          <RadioGroupItem value={String(n)} id={`${ratingId}-${n}`} aria-label={T.reviewStars(n)} />
                          <Label htmlFor={`${ratingId}-${n}`} className="flex items-center gap-0.5">
                            {n} <Star aria-hidden className="size-4" />
                          </Label>
                        </div>
                      ))}
                    </RadioGroup>
                  </FormControl>
                  <FormMessage role="alert" />
                </FormItem>
              )}
            />
            <FormFieldItem
              control={form.control}
              name="text"
              label={T.reviewText}
              className="space-y-1.5"
              alert
              render={(field) => <Textarea maxLength={1000} {...field} />}
            />
            {failure && (
              <p role="alert" className="text-sm text-destructive">
                {failure}
              </p>
            )}
            <Button type="submit" disabled={action.isPending}>
              {T.reviewSubmit}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
