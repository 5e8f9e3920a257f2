// Any unknown path: '404', 'Oops! Page not found' and a link to the start page (spec §2).
import { Link, useLocation } from '@client/lib/router';
import { Home } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { useDocumentTitle } from '@client/features/marketing/hooks/use-document-title';

export default function NotFoundPage() {
  const location = useLocation();
  useDocumentTitle('Sidan hittades inte');
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 pb-16 pt-28 text-center">
      <h1 className="bg-gradient-to-b from-primary to-primary/40 bg-clip-text text-8xl font-extrabold tracking-tighter text-transparent sm:text-9xl">
        404
      </h1>
      <p className="mt-4 text-2xl font-semibold">Oops! Page not found</p>
      <p className="mt-3 text-muted-foreground">
        Sidan <code className="rounded bg-muted px-1.5 py-0.5 text-sm">{location.pathname}</code> finns inte eller har
        flyttats.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.home.getHref()}>
          <Home aria-hidden /> Tillbaka till startsidan
        </Link>
      </Button>
    </section>
  );
}
