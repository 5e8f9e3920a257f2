// /reset-password?token=: choose a new password from the mailed link, then sign in with it.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@client/lib/router';
import { toast } from '@client/lib/toast';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { NarrowCardPage } from '@client/components/layout/narrow-card-page';
import { paths } from '@client/config/paths';
import { ResetPasswordForm } from '@client/features/account/components/reset-password-form';
import { ACCOUNT_TEXTS } from '@shared/account-texts';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [linkError, setLinkError] = useState<string | null>(token ? null : ACCOUNT_TEXTS.reset.invalidToken);

  return (
    <NarrowCardPage
      title="Välj nytt lösenord"
      description="Lösenordet byts för ditt konto och alla inloggningar avslutas."
      footer={
        <Link to={paths.forgotPassword.getHref()} className="text-sm text-primary underline underline-offset-4">
          Begär en ny länk
        </Link>
      }
    >
      {linkError && (
        <Alert variant="destructive" className="mb-4">
          <AlertDescription>{linkError}</AlertDescription>
        </Alert>
      )}
      {token && (
        <ResetPasswordForm
          token={token}
          onInvalidToken={setLinkError}
          onDone={() => {
            toast.success(ACCOUNT_TEXTS.reset.done, { description: ACCOUNT_TEXTS.reset.doneText });
            void navigate(paths.auth.getHref({ tab: 'signin' }), { replace: true });
          }}
        />
      )}
    </NarrowCardPage>
  );
}
