// A profile's reviews from completed deals, with the average and the count.
import { Star } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatDate } from '@client/lib/format';
import { useProfileReviews } from '../api/get-profile-reviews';
import { DEALS_UI as T } from '../texts';

export function ProfileReviews({ userId }: { userId: string }) {
  const reviews = useProfileReviews(userId);
  if (reviews.isPending) return <Skeleton className="h-24" />;
  if (reviews.isError) return null;
  const { average, count, reviews: items } = reviews.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          <Star aria-hidden className="size-5 text-primary" /> {T.reviewsTitle}
          {average !== null && (
            <span className="text-base font-normal text-muted-foreground" data-testid="reviews-summary">
              {T.reviewsSummary(average, count)}
            </span>
          )}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{T.reviewsEmpty}</p>
        ) : (
          <ul className="space-y-3">
            {items.map((r) => (
              <li key={r.id} className="text-sm">
                <p className="font-medium">{T.reviewStars(r.rating)}</p>
                <p>{r.text}</p>
                <p className="text-muted-foreground">
                  {T.reviewBy(r.reviewer.username)} · {formatDate(r.created_at)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
