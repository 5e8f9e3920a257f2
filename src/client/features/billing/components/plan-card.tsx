// One plan as a card: name, price, features, what is not included, and its button.
import { Check, X } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import { BILLING_TEXTS } from '@shared/billing-texts';
import type { Plan } from '@shared/plans';

export function PlanCard({
  plan,
  isCurrent,
  busy,
  unavailable,
  onUpgrade,
}: {
  plan: Plan;
  isCurrent: boolean;
  busy?: boolean;
  /** no payment provider on the server: the upgrade button is off */
  unavailable?: boolean;
  onUpgrade?: () => void;
}) {
  const headingId = `plan-${plan.id}-title`;
  return (
    <Card
      aria-labelledby={headingId}
      role="region"
      data-testid={`plan-${plan.id}`}
      className={cn('relative', plan.highlight && 'border-primary shadow-md ring-1 ring-primary/30')}
    >
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle level={2} id={headingId} className="text-2xl">
            {plan.name}
          </CardTitle>
          {plan.badge && <Badge>{plan.badge}</Badge>}
          {isCurrent && (
            // emerald-700: the success variant's emerald-600 is below 4.5:1 with white text at this size
            <Badge variant="success" className="bg-emerald-700 dark:bg-emerald-400">
              {BILLING_TEXTS.currentPlan}
            </Badge>
          )}
        </div>
        <CardDescription>{plan.description}</CardDescription>
        <p className="pt-2 text-3xl font-bold tracking-tight">
          {plan.price}
          {plan.priceId && (
            <span className="ml-2 text-sm font-normal text-muted-foreground">{BILLING_TEXTS.vatIncluded}</span>
          )}
        </p>
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        <ul className="space-y-2" aria-label={`Ingår i ${plan.name}`}>
          {plan.features.map((f) => (
            <li key={f} className="flex items-start gap-2 text-sm">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              {f}
            </li>
          ))}
        </ul>
        {plan.notIncluded.length > 0 && (
          <ul className="space-y-2" aria-label={`Ingår inte i ${plan.name}`}>
            {plan.notIncluded.map((f) => (
              <li key={f} className="flex items-start gap-2 text-sm text-muted-foreground">
                <X aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="sr-only">Ingår inte: </span>
                  {f}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        {isCurrent ? (
          <Button className="w-full" variant="outline" disabled>
            {BILLING_TEXTS.currentPlan}
          </Button>
        ) : plan.action === 'upgrade' ? (
          <Button className="w-full" size="lg" onClick={onUpgrade} disabled={busy || unavailable}>
            {busy ? 'Skickar dig vidare...' : plan.buttonText}
          </Button>
        ) : (
          <Button className="w-full" variant="outline" disabled>
            Ingår alltid
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
