// /email-verified: where the mailed verification link lands (better-auth adds ?error= when it is bad).
import { useEffect } from 'react';
import { Link, useSearchParams } from '@client/lib/router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { NarrowCardPage } from '@client/components/layout/narrow-card-page';
import { paths } from '@client/config/paths';
import { authQueryKey } from '@client/lib/auth';
import { ACCOUNT_TEXTS } from '@shared/account-texts';

const T = ACCOUNT_TEXTS.verify;

export default function EmailVerifiedPage() {
  const [params] = useSearchParams();
  const error = params.get('error');
  const queryClient = useQueryClient();
  // the cached user still says unconfirmed
  useEffect(() => void queryClient.invalidateQueries({ queryKey: authQueryKey }), [queryClient]);

  return (
    <NarrowCardPage title={error ? T.requiredTitle : T.confirmed}>
      {error ? (
        <Alert variant="destructive">
          <AlertTitle>Länken fungerade inte</AlertTitle>
          <AlertDescription>{error === 'TOKEN_EXPIRED' ? T.expired : T.invalidToken}</AlertDescription>
        </Alert>
      ) : (
        <div className="space-y-4 text-center">
          <p>Tack! Nu kan du skapa erbjudanden och kontakta andra på Samverka.</p>
          <Button asChild>
            <Link to={paths.createOffer.getHref()}>Skapa ett erbjudande</Link>
          </Button>
        </div>
      )}
    </NarrowCardPage>
  );
}
