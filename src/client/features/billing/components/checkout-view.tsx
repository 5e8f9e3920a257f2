// The built-in checkout page (/checkout/:sessionId): plan, price and a card form; paying activates Premium.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useNavigate } from '@client/lib/router';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, ShieldCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@client/components/ui/form';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api-client';
import { useAuth } from '@client/lib/auth';
import { paths } from '@client/config/paths';
import { BILLING_TEXTS } from '@shared/billing-texts';
import { useCheckout } from '@client/features/billing/api/get-checkout';
import { useCancelCheckout } from '@client/features/billing/api/cancel-checkout';
import { usePayCheckout, ZCardForm, type TCardForm } from '@client/features/billing/api/pay-checkout';

const E = BILLING_TEXTS.errors;

const CLOSED_TEXT: Record<string, string> = {
  paid: 'Den här betalningen är redan genomförd.',
  canceled: 'Den här betalningen avbröts.',
  expired: E.checkoutExpired,
};

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 pb-16 pt-24">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">Betalning</h1>
      {children}
    </div>
  );
}

function Closed({ message }: { message: string }) {
  return (
    <Frame>
      <Alert>
        <AlertTitle>{message}</AlertTitle>
        <AlertDescription>
          <Link className="underline underline-offset-4" to={paths.pricing.getHref()}>
            Till sidan Priser
          </Link>
        </AlertDescription>
      </Alert>
    </Frame>
  );
}

export function CheckoutView({ sessionId }: { sessionId: string }) {
  const { isAuthenticated, isLoading } = useAuth();
  const checkout = useCheckout(sessionId, isAuthenticated);
  const pay = usePayCheckout();
  const cancel = useCancelCheckout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [payError, setPayError] = useState<string | null>(null);
  const form = useForm<TCardForm>({ resolver: zodResolver(ZCardForm), defaultValues: { cardNumber: '' } });
  const { isSubmitting } = form.formState;

  if (isLoading) {
    return (
      <Frame>
        <Spinner label="Laddar betalningen..." />
      </Frame>
    );
  }
  if (!isAuthenticated)
    return <Navigate to={paths.auth.getHref({ returnTo: paths.checkout.getHref(sessionId), tab: 'signin' })} replace />;
  if (checkout.isPending) {
    return (
      <Frame>
        <Spinner label="Laddar betalningen..." />
      </Frame>
    );
  }
  if (checkout.isError) {
    return <Closed message={checkout.error instanceof ApiError ? checkout.error.message : E.checkoutNotFound} />;
  }
  const session = checkout.data;
  if (session.status !== 'open') return <Closed message={CLOSED_TEXT[session.status] ?? E.checkoutClosed} />;

  const submit = form.handleSubmit(async ({ cardNumber }) => {
    setPayError(null);
    try {
      const { redirectUrl } = await pay.mutateAsync({ id: sessionId, cardNumber });
      navigate(redirectUrl, { replace: true });
    } catch (error) {
      setPayError(error instanceof ApiError ? error.message : E.processRequest);
      // a closed or expired session: show its state
      if (error instanceof ApiError && (error.status === 409 || error.status === 410)) {
        void queryClient.invalidateQueries({ queryKey: ['billing', 'checkout', sessionId] });
      }
      form.setFocus('cardNumber');
    }
  });

  const abort = async () => {
    try {
      const { redirectUrl } = await cancel.mutateAsync(sessionId);
      navigate(redirectUrl, { replace: true });
    } catch {
      navigate(`${paths.pricing.getHref()}?canceled=true`, { replace: true });
    }
  };

  const amount = `${session.plan.amount_sek} kr`;
  const busy = isSubmitting || pay.isPending || cancel.isPending;

  return (
    <Frame>
      <Card>
        <CardHeader>
          <h2 className="text-xl font-semibold">Samverka {session.plan.name}</h2>
          <CardDescription>Månadsprenumeration · {session.plan.price}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between">
              <dt className="text-muted-foreground">Plan</dt>
              <dd className="font-medium">{session.plan.name}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-muted-foreground">Pris</dt>
              <dd className="font-medium">{session.plan.price}</dd>
            </div>
            <div className="flex justify-between border-t pt-2 text-base">
              <dt className="font-medium">Att betala idag</dt>
              <dd className="font-bold">{amount}</dd>
            </div>
          </dl>
          <Form {...form}>
            <form id="checkout-form" onSubmit={submit} noValidate aria-label="Kortbetalning">
              <FormField
                control={form.control}
                name="cardNumber"
                render={({ field, fieldState }) => (
                  <FormItem id="card-number">
                    <FormLabel>Kortnummer</FormLabel>
                    <div className="relative">
                      <CreditCard
                        aria-hidden
                        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                      />
                      <FormControl
                        aria-invalid={Boolean(fieldState.error || payError)}
                        describedBy={payError && !fieldState.error ? 'card-number-error' : undefined}
                      >
                        <Input
                          className="pl-9"
                          inputMode="numeric"
                          autoComplete="cc-number"
                          placeholder="1234 5678 9012 3456"
                          maxLength={23}
                          required
                          {...field}
                          onChange={(e) => {
                            setPayError(null);
                            field.onChange(e);
                          }}
                        />
                      </FormControl>
                    </div>
                    <FormDescription className="text-xs">
                      Testläge: kortet 4242 4242 4242 4242 godkänns, 4000 0000 0000 0002 nekas. Inga riktiga pengar
                      dras.
                    </FormDescription>
                    {/* the card's own error, or the payment provider's refusal */}
                    <div aria-live="polite">
                      <FormMessage role="alert">{payError}</FormMessage>
                    </div>
                  </FormItem>
                )}
              />
            </form>
          </Form>
        </CardContent>
        <CardFooter className="flex flex-col gap-3">
          <Button type="submit" form="checkout-form" size="lg" className="w-full" disabled={busy}>
            {pay.isPending ? 'Betalar...' : `Betala ${amount}`}
          </Button>
          <Button type="button" variant="ghost" className="w-full" onClick={() => void abort()} disabled={busy}>
            Avbryt
          </Button>
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <ShieldCheck aria-hidden className="size-4" /> Du kan avsluta när som helst; Premium gäller då perioden ut.
          </p>
        </CardFooter>
      </Card>
    </Frame>
  );
}
