// /notifications: the full paged list of the notification centre (signed in).
import { PageShell } from '@client/components/layout/page-shell';
import { Spinner } from '@client/components/ui/spinner';
import { useRequireSignIn } from '@client/lib/auth';
import { NotificationList } from '@client/features/notifications/components/notification-list';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts';

export default function NotificationsPage() {
  const { user } = useRequireSignIn();
  return (
    <PageShell
      title={NOTIFICATION_TEXTS.page.title}
      description="Det som hänt sedan du var här senast. Sparas i 90 dagar."
    >
      {user ? <NotificationList /> : <Spinner />}
    </PageShell>
  );
}
