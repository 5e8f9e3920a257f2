// Under the header while the signed-in user's address is unconfirmed: what to do, and 'Skicka igen'.
import { MailWarning } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api-client';
import { useAuth } from '@client/lib/auth';
import { toast } from '@client/lib/toast';
import { VERIFY_EMAIL_TEXTS as T } from '@shared/frame-texts';
import { useSendVerificationEmail } from '../api/email-verification';

export function VerifyEmailBanner() {
  const { user } = useAuth();
  const send = useSendVerificationEmail();
  if (!user || user.email_verified) return null;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-20 sm:px-6">
      <Alert variant="warning" role="status" aria-label={T.requiredTitle}>
        <MailWarning aria-hidden />
        <AlertTitle>{T.requiredTitle}</AlertTitle>
        <AlertDescription>
          <p>
            {T.banner} <strong className="break-all">{user.email}</strong>. Tills dess kan du titta runt, spara
            favoriter och ändra din profil, men inte skapa erbjudanden eller starta konversationer.
          </p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={send.isPending}
            onClick={() =>
              send.mutate(user.email, {
                onSuccess: () => toast.success(T.resent, { description: user.email }),
                onError: (error) =>
                  toast.error(T.requiredTitle, {
                    description: error instanceof ApiError ? error.message : String(error),
                  }),
              })
            }
          >
            {send.isPending ? 'Skickar...' : T.resend}
          </Button>
        </AlertDescription>
      </Alert>
    </div>
  );
}
