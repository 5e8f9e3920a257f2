// /faq: real questions and answers about Samverka in an accessible accordion.
import { Link, useLocation } from '@client/lib/router';
import { Mail } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { PageHero } from '@client/features/marketing/components/page-hero';
import { FaqList } from '@client/features/marketing/components/faq-list';
import { FAQ_GROUPS, FAQ_PAGE } from '@client/features/marketing/content/faq';
import { useDocumentTitle } from '@client/features/marketing/hooks/use-document-title';

export default function FaqPage() {
  const { hash } = useLocation();
  useDocumentTitle(FAQ_PAGE.title);
  return (
    <>
      <PageHero eyebrow="Hjälp" title={FAQ_PAGE.title} lead={FAQ_PAGE.lead} width="narrow" />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <FaqList groups={FAQ_GROUPS} openId={decodeURIComponent(hash.slice(1))} />
        <aside className="mt-12 flex flex-col items-start gap-4 rounded-2xl border bg-muted/40 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="font-semibold">{FAQ_PAGE.contactPrompt}</h2>
            <p className="text-sm text-muted-foreground">{FAQ_PAGE.contactText}</p>
          </div>
          <Button asChild>
            <Link to={paths.contact.getHref()}>
              <Mail aria-hidden /> {FAQ_PAGE.contactButton}
            </Link>
          </Button>
        </aside>
      </div>
    </>
  );
}
