// Pieces of the calls to action: the large sign-up button, the outlined button on the primary-coloured panel,
// and the list of claims each with a check mark.
import type { ReactNode } from 'react';
import { Link } from '@client/lib/router';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { useAuth } from '@client/lib/auth';

/** 'Skapa konto' for a visitor; a signed-in user is taken to the dashboard instead. */
export function SignUpButton({ label, className }: { label: string; className?: string }) {
  const { user } = useAuth();
  return (
    <Button asChild size="lg" className={className}>
      <Link to={user ? paths.dashboard.getHref() : paths.auth.getHref()}>
        {user ? 'Gå till översikten' : label} <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}

export function OutlineOnPrimaryButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button
      asChild
      size="lg"
      variant="outline"
      className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
    >
      <Link to={to}>{children}</Link>
    </Button>
  );
}

export function ClaimList({
  claims,
  className,
  iconClassName,
}: {
  claims: readonly string[];
  className: string;
  iconClassName: string;
}) {
  return (
    <ul className={className}>
      {claims.map((c) => (
        <li key={c} className="flex items-center gap-2">
          <CheckCircle2 aria-hidden className={iconClassName} />
          {c}
        </li>
      ))}
    </ul>
  );
}
