// The 'Kontoinställningar' tab: e-mail, the account's created date (sv-SE) and sign-out.
import { LogOut, Settings } from 'lucide-react';
import { Link, useNavigate } from '@client/lib/router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { paths } from '@client/config/paths';
import { useAuth } from '@client/lib/auth';
import { formatDate } from '@client/lib/format';
import { ACCOUNT_UI } from '@client/features/account/texts';

const T = ACCOUNT_UI;

export function AccountSettings() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.accountTitle}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted-foreground">{T.email}</dt>
            <dd className="font-medium break-all">{user.email}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{T.created}</dt>
            <dd className="font-medium">
              <time dateTime={user.created_at}>{formatDate(user.created_at)}</time>
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary">
            <Link to={paths.settings.getHref()}>
              <Settings aria-hidden />
              {T.settings}
            </Link>
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={async () => {
              // leave /my-pages first: signed out, it would send the user to /auth instead of /
              await navigate(paths.home.getHref());
              await signOut().catch(() => undefined);
            }}
          >
            <LogOut aria-hidden />
            {T.signOut}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
