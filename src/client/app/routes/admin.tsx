// /admin: the moderation page. The password is checked by the server; admins by role skip the login.
import { toast } from 'sonner';
import { LogOut } from 'lucide-react';
import { PageShell } from '@client/components/layout/page-shell';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { AdminDashboard } from '@client/features/admin/components/admin-dashboard';
import { AdminGrants } from '@client/features/grants/components/admin-grants';
import { AdminProjects } from '@client/features/projects/components/admin-projects';
import { AdminLoginForm } from '@client/features/admin/components/admin-login-form';
import { useAdminLogout } from '@client/features/admin/api/admin-logout';
import { useAdminSession } from '@client/features/admin/api/get-admin-session';
import { openOfferDialog } from '@client/features/offers/hooks/use-offer-dialog';
import { ADMIN_TEXTS as T } from '@shared/moderation-texts';

export default function AdminPage() {
  const session = useAdminSession();
  const logout = useAdminLogout();

  if (session.isPending) {
    return (
      <PageShell title={T.title}>
        <Skeleton className="mx-auto h-56 w-full max-w-md" aria-label={T.loading} />
      </PageShell>
    );
  }
  if (!session.data?.admin) {
    return (
      <PageShell title={T.title}>
        <AdminLoginForm />
      </PageShell>
    );
  }
  const actions =
    session.data.via === 'password' ? (
      <Button
        type="button"
        variant="outline"
        onClick={() => logout.mutate(undefined, { onError: (e) => toast.error(e.message) })}
        disabled={logout.isPending}
      >
        <LogOut aria-hidden /> {T.logout}
      </Button>
    ) : (
      <p className="text-sm text-muted-foreground">{T.viaRole}</p>
    );
  return (
    <PageShell title={T.title} actions={actions} wide>
      <AdminDashboard
        onOpenOffer={openOfferDialog}
        extraTabs={[
          { value: 'grants', label: 'Utlysningar', content: <AdminGrants /> },
          { value: 'projects', label: 'Projekt', content: <AdminProjects /> },
        ]}
      />
    </PageShell>
  );
}
