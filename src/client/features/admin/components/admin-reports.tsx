// The 'Rapporter' tab: reports of offers, users and messages with what they are about, the reason and
// the reporter's description; the admin closes a report or removes the reported offer.
import { useState } from 'react';
import { Link } from '@client/lib/router';
import { toast } from '@client/lib/toast';
import { Flag } from 'lucide-react';
import { ShowMore } from '@client/components/show-more';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Badge } from '@client/components/ui/badge';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { paths } from '@client/config/paths';
import { ApiError } from '@client/lib/api-client';
import { formatDate, formatTime } from '@client/lib/format';
import { ADMIN_TEXTS } from '@shared/moderation-texts';
import { REPORT_TARGET_LABELS, TRUST_TEXTS, type ReportAction } from '@shared/trust-texts';
import { useReports, type TAdminReport } from '@client/features/admin/api/get-reports';
import { useResolveReport } from '@client/features/admin/api/resolve-report';

const T = TRUST_TEXTS.admin;

function TargetLink({ report, onOpenOffer }: { report: TAdminReport; onOpenOffer: (id: string) => void }) {
  const label = report.target_label ?? T.gone;
  if (report.target_type === 'offer' && report.target_label !== null) {
    return (
      <Button type="button" variant="link" className="h-auto p-0" onClick={() => onOpenOffer(report.target_id)}>
        {label}
      </Button>
    );
  }
  if (report.target_type === 'deal' && report.target_label !== null) {
    return (
      <Link className="text-primary underline-offset-4 hover:underline" to={paths.adminDeal.getHref(report.target_id)}>
        {label}
      </Link>
    );
  }
  if (report.target_type === 'user' && report.target_user_id) {
    return (
      <Link className="text-primary underline-offset-4 hover:underline" to={paths.user.getHref(report.target_user_id)}>
        {label}
      </Link>
    );
  }
  return <span className="whitespace-pre-wrap break-words">{label}</span>;
}

function ReportActions({ report }: { report: TAdminReport }) {
  const [confirming, setConfirming] = useState(false);
  const resolve = useResolveReport();
  const run = async (action: ReportAction) => {
    try {
      await resolve.mutateAsync({ id: report.id, action });
      toast.success(action === 'remove_offer' ? T.removed : T.dismissed);
      setConfirming(false);
    } catch (error) {
      toast.error(T.resolveError, { description: error instanceof ApiError ? error.message : undefined });
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={resolve.isPending}
        onClick={() => void run('dismiss')}
      >
        {T.dismiss}
      </Button>
      {report.target_type === 'offer' && report.target_label !== null && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={(next) => !resolve.isPending && setConfirming(next)}
          trigger={
            <Button type="button" size="sm" variant="destructive" disabled={resolve.isPending}>
              {T.removeOffer}
            </Button>
          }
          title={`${T.removeOffer}?`}
          description={
            <>
              <strong className="font-medium text-foreground">{report.target_label}</strong> –{' '}
              {TRUST_TEXTS.ownerReason(report.reason)}
            </>
          }
          cancelLabel={TRUST_TEXTS.blocks.cancel}
          confirmLabel={T.removeOffer}
          confirmClassName={buttonVariants({ variant: 'destructive' })}
          pending={resolve.isPending}
          onConfirm={() => void run('remove_offer')}
        />
      )}
    </div>
  );
}

export function AdminReports({ onOpenOffer }: { onOpenOffer: (id: string) => void }) {
  const [state, setState] = useState<'open' | 'closed'>('open');
  const query = useReports(state);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <section className="space-y-4" aria-label={T.tab}>
      <div className="flex gap-2" role="group" aria-label={T.tab}>
        {(['open', 'closed'] as const).map((s) => (
          <Button
            key={s}
            type="button"
            size="sm"
            variant={state === s ? 'secondary' : 'ghost'}
            aria-pressed={state === s}
            onClick={() => setState(s)}
          >
            {s === 'open' ? T.open : T.closed}
          </Button>
        ))}
      </div>
      {query.isPending ? (
        <Skeleton className="h-40" aria-label={ADMIN_TEXTS.loading} />
      ) : query.isError ? (
        <p className="text-destructive">{T.loadError}</p>
      ) : items.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">{state === 'open' ? T.empty : T.emptyClosed}</p>
      ) : (
        <>
          <ul className="space-y-4">
            {items.map((r) => (
              <li key={r.id}>
                <Card
                  className="gap-3"
                  data-testid="admin-report"
                  aria-label={`${r.reason_label}: ${r.target_label ?? T.gone}`}
                >
                  <CardHeader className="gap-1">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <CardTitle className="flex items-center gap-2 text-base">
                        <Flag aria-hidden className="size-4 text-destructive" />
                        {REPORT_TARGET_LABELS[r.target_type]}: <TargetLink report={r} onOpenOffer={onOpenOffer} />
                      </CardTitle>
                      <Badge variant="warning">{r.reason_label}</Badge>
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {T.reporter}{' '}
                      <Link className="underline-offset-4 hover:underline" to={paths.user.getHref(r.reporter_id)}>
                        {r.reporter_username ?? r.reporter_id}
                      </Link>{' '}
                      · <time dateTime={r.created_at}>{`${formatDate(r.created_at)} ${formatTime(r.created_at)}`}</time>
                    </p>
                  </CardHeader>
                  <CardContent className="space-y-3">
                    <p className="whitespace-pre-wrap break-words text-sm">
                      <span className="font-medium">{T.details}:</span> {r.details || T.noDetails}
                    </p>
                    {r.state === 'open' ? (
                      <ReportActions report={r} />
                    ) : (
                      r.resolution && <Badge variant="success">{T.resolution[r.resolution]}</Badge>
                    )}
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
          <ShowMore list={query} label={T.showMore} loadingLabel={T.loadingMore} centered />
        </>
      )}
    </section>
  );
}
