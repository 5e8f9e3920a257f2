// The user's notices from the admin (shown on /my-pages and the own profile): an offer removed with a
// reason, or a report of theirs handled.
import { toast } from '@client/lib/toast';
import { ShieldAlert, X } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api-client';
import { useAuth } from '@client/lib/auth';
import { formatDate } from '@client/lib/format';
import { PROFILE_TEXTS as T } from '@shared/moderation-texts';
import { TRUST_TEXTS } from '@shared/trust-texts';
import { useDismissNotice } from '@client/features/profiles/api/dismiss-notice';
import { useNotices } from '@client/features/profiles/api/get-notices';
import { useProfileRealtime } from '@client/features/profiles/hooks/use-profile-realtime';

export function RejectionNotices({ className }: { className?: string }) {
  const { user } = useAuth();
  const notices = useNotices({ enabled: Boolean(user) });
  const dismiss = useDismissNotice();
  useProfileRealtime(user?.id);

  if (!user || !notices.data || notices.data.length === 0) return null;
  return (
    <section aria-label={T.noticesTitle} className={className}>
      <h2 className="sr-only">{T.noticesTitle}</h2>
      <ul className="space-y-3">
        {notices.data.map((n) => (
          <li key={n.id}>
            <Alert variant="warning" role="status" className="pr-12" data-testid="rejection-notice">
              <ShieldAlert aria-hidden />
              <AlertTitle className="line-clamp-none">
                {n.kind === 'report_handled'
                  ? TRUST_TEXTS.notice.title
                  : n.kind === 'edit_rejected'
                    ? T.noticeEditRejected(n.offer_title)
                    : T.noticeRemoved(n.offer_title)}
              </AlertTitle>
              <AlertDescription>
                {n.kind === 'report_handled' ? (
                  <>
                    <p className="whitespace-pre-wrap break-words">{n.reason}</p>
                    <p className="line-clamp-2 break-words text-xs">{n.offer_title}</p>
                  </>
                ) : (
                  <p className="whitespace-pre-wrap break-words">
                    <span className="font-medium">{T.noticeReason}:</span> {n.reason}
                  </p>
                )}
                <p className="text-xs opacity-80">
                  <time dateTime={n.created_at}>{formatDate(n.created_at)}</time>
                </p>
              </AlertDescription>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="absolute right-2 top-2"
                aria-label={`${T.dismiss}: ${n.offer_title}`}
                disabled={dismiss.isPending}
                onClick={() =>
                  dismiss.mutate(n.id, {
                    onError: (e) => toast.error(e instanceof ApiError ? e.message : T.noticeNotFound),
                  })
                }
              >
                <X aria-hidden />
              </Button>
            </Alert>
          </li>
        ))}
      </ul>
    </section>
  );
}
