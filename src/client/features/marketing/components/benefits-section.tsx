// Landing section 4: why Samverka, ending in 'Kom igång nu'.
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { BENEFITS } from '@client/features/marketing/content/landing';
import { SectionHeading } from './section-heading';

export function BenefitsSection() {
  const s = BENEFITS;
  return (
    <section aria-labelledby="benefits-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="benefits-title" eyebrow={s.eyebrow} title={s.title} lead={s.lead} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {s.items.map(({ title, description, icon: Icon }) => (
            <li key={title} className="flex gap-4 rounded-2xl border bg-card p-6 shadow-xs">
              <span
                aria-hidden
                className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary"
              >
                <Icon className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{description}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <Button asChild size="lg">
            <Link to={paths.auth.getHref()}>
              {s.cta} <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
