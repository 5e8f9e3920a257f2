// The premium gate (spec §2, §6): signed out → /auth?returnTo=/pricing; Basic → 'Premium-åtkomst krävs'; Premium → the page.
import { useEffect, type ReactNode } from 'react';
import { Link, Navigate } from '@client/lib/router';
import { toast } from '@client/lib/toast';
import { Lock } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { useAuth } from '@client/lib/auth';
import { paths } from '@client/config/paths';
import { BILLING_TEXTS } from '@shared/billing-texts';
import { useSubscription } from '@client/features/billing/api/get-subscription';

const T = BILLING_TEXTS;

function SignedOut() {
  useEffect(() => {
    toast.error(T.accessDeniedTitle, { id: 'premium-gate', description: T.accessDeniedText });
  }, []);
  return <Navigate to={paths.auth.getHref({ returnTo: paths.pricing.getHref() })} replace />;
}

export function PremiumGate({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  const subscription = useSubscription();
  if (isLoading || (isAuthenticated && subscription.isLoading)) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center">
        <Spinner label="Kontrollerar prenumeration..." />
      </div>
    );
  }
  if (!isAuthenticated) return <SignedOut />;
  if (!subscription.active) {
    return (
      <div className="mx-auto flex min-h-[70vh] max-w-lg items-center px-4 pt-24 pb-16">
        <Card className="w-full text-center">
          <CardHeader className="justify-items-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300">
              <Lock aria-hidden className="size-6" />
            </span>
            <h1 className="text-2xl font-bold leading-tight">{T.premiumRequired}</h1>
            <CardDescription>
              Den här sidan ingår i Premium. Uppgradera för obegränsat antal erbjudanden, avancerade filter och
              premiumsupport.
            </CardDescription>
          </CardHeader>
          <CardContent />
          <CardFooter className="flex flex-col gap-2 sm:flex-row sm:justify-center">
            <Button asChild>
              <Link to={paths.pricing.getHref()}>{T.upgrade}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.home.getHref()}>Tillbaka till startsidan</Link>
            </Button>
          </CardFooter>
        </Card>
      </div>
    );
  }
  return <>{children}</>;
}
