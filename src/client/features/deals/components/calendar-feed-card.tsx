// Settings: the private calendar feed address (create, copy, renew, revoke).
import { useId } from 'react';
import { toast } from '@client/lib/toast';
import { CalendarDays } from 'lucide-react';
import { LabelledControl } from '@client/components/labelled-control';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { useCalendarUrl, useChangeCalendarUrl } from '../api/calendar-url';
import { DEALS_UI as T } from '../texts';

export function CalendarFeedCard() {
  const current = useCalendarUrl();
  const change = useChangeCalendarUrl();
  const urlId = useId();
  const url = current.data?.url ?? null;
  const run = (a: 'renew' | 'revoke') =>
    change.mutate(a, { onError: (e) => toast.error(T.actionError, { description: e.message }) });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <CalendarDays aria-hidden className="size-5" /> {T.calendarTitle}
        </CardTitle>
        <CardDescription>{T.calendarText}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {url ? (
          <>
            {/* read-only: a labelled control, not a form field */}
            <LabelledControl
              id={urlId}
              label={T.calendarUrl}
              className="space-y-3"
              action={
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => void navigator.clipboard?.writeText(url).then(() => toast.success(T.calendarCopied))}
                >
                  {T.calendarCopy}
                </Button>
              }
            >
              <Input readOnly value={url} onFocus={(e) => e.target.select()} />
            </LabelledControl>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" disabled={change.isPending} onClick={() => run('renew')}>
                {T.calendarRenew}
              </Button>
              <Button type="button" variant="ghost" disabled={change.isPending} onClick={() => run('revoke')}>
                {T.calendarRevoke}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{T.calendarNone}</p>
            <Button type="button" disabled={change.isPending || current.isPending} onClick={() => run('renew')}>
              {T.calendarCreate}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
