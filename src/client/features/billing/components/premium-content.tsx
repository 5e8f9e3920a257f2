// /premium for subscribers: the welcome text and three cards (create offers, advanced filtering, premium support).
import { Link } from '@client/lib/router';
import { Filter, Headset, PlusCircle } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@client/components/ui/card';
import { paths } from '@client/config/paths';
import { formatDate } from '@client/lib/format';
import { useSubscription } from '@client/features/billing/api/get-subscription';

export function PremiumContent() {
  const subscription = useSubscription();
  const cards = [
    {
      title: 'Skapa erbjudanden',
      text: 'Som Premium-medlem kan du publicera obegränsat antal sponsringserbjudanden.',
      icon: PlusCircle,
      link: { label: 'Skapa erbjudande', to: paths.createOffer.getHref() },
    },
    {
      title: 'Avancerad filtrering',
      text: 'Filtrera erbjudanden efter plats och budget på utforska-sidorna och hitta rätt partner snabbare.',
      icon: Filter,
      link: { label: 'Utforska erbjudanden', to: paths.explore.getHref('business') },
    },
    {
      title: 'Premiumsupport',
      text: 'Få prioriterad hjälp av vårt team när du behöver det.',
      icon: Headset,
      link: { label: 'Kontakta support', to: paths.contact.getHref() },
    },
  ];
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pb-16 pt-24 sm:px-6">
      <div className="mb-8 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Välkommen till Premium!</h1>
        <p className="max-w-2xl text-muted-foreground">
          Tack för att du stödjer Samverka. Här är det som ingår i ditt medlemskap.
          {subscription.current_period_end &&
            (subscription.cancel_at_period_end
              ? ` Din prenumeration upphör ${formatDate(subscription.current_period_end)}.`
              : ` Perioden gäller till och med ${formatDate(subscription.current_period_end)}.`)}
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-3">
        {cards.map(({ title, text, icon: Icon, link }) => (
          <Card key={title}>
            <CardHeader>
              <Icon aria-hidden className="size-6 text-primary" />
              <h2 className="text-lg font-semibold leading-tight">{title}</h2>
              <CardDescription>{text}</CardDescription>
            </CardHeader>
            <CardContent className="flex-1" />
            <CardFooter>
              <Button asChild variant="outline">
                <Link to={link.to}>{link.label}</Link>
              </Button>
            </CardFooter>
          </Card>
        ))}
      </div>
    </div>
  );
}
