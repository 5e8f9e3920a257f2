// /forgot-password: ask for a reset link.
import { Link } from '@client/lib/router';
import { NarrowCardPage } from '@client/components/layout/narrow-card-page';
import { paths } from '@client/config/paths';
import { ForgotPasswordForm } from '@client/features/account/components/forgot-password-form';

export default function ForgotPasswordPage() {
  return (
    <NarrowCardPage
      title="Glömt lösenord?"
      description="Ange e-postadressen till ditt konto så skickar vi en länk där du väljer ett nytt lösenord."
      footer={
        <Link to={paths.auth.getHref({ tab: 'signin' })} className="text-sm text-primary underline underline-offset-4">
          Tillbaka till inloggningen
        </Link>
      }
    >
      <ForgotPasswordForm />
    </NarrowCardPage>
  );
}
