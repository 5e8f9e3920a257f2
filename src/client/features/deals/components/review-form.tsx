// The review of the other party after a completed deal: 1–5 stars and a text of 20–1000 characters.
import { useId, useState } from 'react';
import { toast } from '@client/lib/toast';
import { Star } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@client/components/ui/radio-group';
import { Textarea } from '@client/components/ui/textarea';
import { ApiError } from '@client/lib/api-client';
import { ZCreateReview } from '@shared/schemas/deal';
import type { TDeal } from '@shared/schemas/deal.response';
import { useDealAction } from '../api/deal-actions';
import { DEALS_UI as T } from '../texts';

export function ReviewForm({ deal }: { deal: TDeal }) {
  const [rating, setRating] = useState('5');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const action = useDealAction(deal.id);
  const ratingId = useId();
  const textId = useId();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ZCreateReview.safeParse({ rating: Number(rating), text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    try {
      await action.mutateAsync({ kind: 'review', json: parsed.data });
      toast.success(T.reviewSent);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : T.actionError);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{T.reviewTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={(e) => void submit(e)} className="space-y-4">
          <p id={ratingId} className="text-sm font-medium">
            {T.reviewRating}
          </p>
          <RadioGroup
            aria-labelledby={ratingId}
            value={rating}
            onValueChange={setRating}
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
          <div className="space-y-1.5">
            <Label htmlFor={textId}>{T.reviewText}</Label>
            <Textarea id={textId} value={text} maxLength={1000} onChange={(e) => setText(e.target.value)} />
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <Button type="submit" disabled={action.isPending}>
            {T.reviewSubmit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
