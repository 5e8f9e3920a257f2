// Renders one legal page (terms, privacy, cookies, GDPR): hero with the update date, a contents list and the sections.
import { Link } from '@client/lib/router';
import { CalendarDays, Mail } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import {
  LEGAL_QUESTIONS,
  LEGAL_TOC_LABEL,
  LEGAL_UPDATED,
  type LegalDocument,
} from '@client/features/marketing/content/legal';
import { PageHero } from './page-hero';

export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  return (
    <>
      <PageHero eyebrow={doc.eyebrow} title={doc.title} lead={doc.lead} width="default">
        <p className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-sm text-muted-foreground">
          <CalendarDays aria-hidden className="size-4" />
          {LEGAL_UPDATED}
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[14rem_1fr] lg:gap-14">
        <nav aria-label={LEGAL_TOC_LABEL} className="lg:sticky lg:top-24 lg:self-start">
          <p className="mb-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">{LEGAL_TOC_LABEL}</p>
          <ol className="space-y-1 border-l text-sm">
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="-ml-px block border-l border-transparent py-1 pl-3 text-muted-foreground hover:border-primary hover:text-foreground"
                >
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="min-w-0 space-y-10">
          {doc.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="space-y-3">
              <h2 id={`${s.id}-heading`} className="text-xl font-semibold tracking-tight">
                {s.heading}
              </h2>
              {s.paragraphs?.map((p) => (
                <p key={p} className="leading-relaxed text-muted-foreground">
                  {p}
                </p>
              ))}
              {s.list && (
                <ul className="list-disc space-y-1.5 pl-5 leading-relaxed text-muted-foreground marker:text-primary">
                  {s.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {s.after?.map((p) => (
                <p key={p} className="leading-relaxed text-muted-foreground">
                  {p}
                </p>
              ))}
            </section>
          ))}
          <aside className="flex flex-col items-start gap-4 rounded-2xl border bg-muted/40 p-6 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="font-semibold">{LEGAL_QUESTIONS.title}</h2>
              <p className="text-sm text-muted-foreground">{LEGAL_QUESTIONS.text}</p>
            </div>
            <Button asChild variant="outline">
              <Link to={paths.contact.getHref()}>
                <Mail aria-hidden /> {LEGAL_QUESTIONS.button}
              </Link>
            </Button>
          </aside>
        </article>
      </div>
    </>
  );
}
