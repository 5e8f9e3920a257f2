// Building blocks of the dashboard: stat cards, action cards, the AI promo and the messages card.
import type { ReactNode } from 'react';
import { Link } from '@client/lib/router';
import { ArrowRight, Bot, MessageSquare } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { paths } from '@client/config/paths';

export function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <Card className="gap-2 py-5">
      <CardContent className="flex items-center justify-between gap-4">
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="mt-1 text-2xl font-bold">{value}</p>
        </div>
        <span aria-hidden className="rounded-full bg-primary/10 p-3 text-primary">
          {icon}
        </span>
      </CardContent>
    </Card>
  );
}

export function ActionCard({
  title,
  description,
  links,
  icon,
}: {
  title: string;
  description: string;
  links: { label: string; to: string; variant?: 'default' | 'outline' | 'secondary' }[];
  icon?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          {icon}
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {links.map((l) => (
          <Button key={l.to + l.label} asChild variant={l.variant ?? 'default'}>
            <Link to={l.to}>
              {l.label} <ArrowRight aria-hidden />
            </Link>
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}

export function ListCard({ title, items }: { title: string; items: string[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-2 pl-5 text-sm text-muted-foreground">
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function AiPromoCard() {
  return (
    <Card className="border-primary/30 bg-gradient-to-br from-primary/10 via-background to-background">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Bot aria-hidden className="size-5 text-primary" /> AI-sponsringsassistent
          <Badge variant="warning">Ny!</Badge>
        </CardTitle>
        <CardDescription>
          Beskriv vad du söker så föreslår vår assistent erbjudanden som passar dig – med förklaring till varför.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={paths.ai.getHref()}>
            Prova AI-assistenten <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function MessagesCard({ unread }: { unread: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <MessageSquare aria-hidden className="size-5 text-primary" /> Meddelanden
        </CardTitle>
        <CardDescription>
          Du har{' '}
          <span className="font-semibold text-foreground" data-testid="unread-count">
            {unread}
          </span>{' '}
          {unread === 1 ? 'oläst' : 'olästa'} meddelande{unread === 1 ? '' : 'n'}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to={paths.chat.getHref()}>
            Gå till chatten <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
