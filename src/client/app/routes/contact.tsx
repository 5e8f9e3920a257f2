// /contact: contact list, a self-drawn map, the form (POST /api/contact) and a link to the FAQ.
import { Link } from '@client/lib/router';
import { ArrowRight, HelpCircle } from 'lucide-react';
import { paths } from '@client/config/paths';
import { useAuth } from '@client/lib/auth';
import { PageHero } from '@client/features/marketing/components/page-hero';
import { useDocumentTitle } from '@client/features/marketing/hooks/use-document-title';
import { ContactDetails } from '@client/features/contact/components/contact-details';
import { ContactForm } from '@client/features/contact/components/contact-form';
import { StockholmMap } from '@client/features/contact/components/stockholm-map';
import { CONTACT_TEXTS } from '@client/features/contact/texts';

export default function ContactPage() {
  const t = CONTACT_TEXTS;
  const { user } = useAuth();
  useDocumentTitle(t.title);
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      {/* phones get the form right after the contact list; wide screens put it in its own column */}
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_1.35fr] lg:grid-rows-[auto_auto_1fr] lg:gap-x-10">
        <div className="lg:col-start-1 lg:row-start-1">
          <ContactDetails />
        </div>
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight">
            {t.form.title}
          </h2>
          <p className="mt-2 text-muted-foreground">{t.form.lead}</p>
          <div className="mt-6">
            {/* remount once the session is known so a signed-in user's e-mail is filled in */}
            <ContactForm key={user?.id ?? 'anonymous'} email={user?.email ?? ''} />
          </div>
        </section>
        <div className="lg:col-start-1 lg:row-start-2">
          <StockholmMap />
        </div>
        <aside className="flex items-start gap-4 self-start rounded-2xl border bg-muted/40 p-5 lg:col-start-1 lg:row-start-3">
          <HelpCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <h2 className="font-semibold">{t.faq.title}</h2>
            <p className="text-sm text-muted-foreground">{t.faq.text}</p>
            <Link
              to={paths.faq.getHref()}
              className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
            >
              {t.faq.link} <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}
