// /careers: the fullstack developer and marketing specialist roles, benefits and the five-step hiring process.
import { Send } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { IconFeatureList } from '@client/features/marketing/components/icon-feature-list';
import { MarketingSection } from '@client/features/marketing/components/marketing-section';
import { PageHero } from '@client/features/marketing/components/page-hero';
import { RoleCard } from '@client/features/marketing/components/role-card';
import { SectionHeading } from '@client/features/marketing/components/section-heading';
import {
  CAREERS_HERO,
  CAREERS_OPEN_APPLICATION,
  HIRING_PROCESS,
  PERKS,
  ROLES_SECTION,
} from '@client/features/marketing/content/careers';
import { useDocumentTitle } from '@client/features/marketing/hooks/use-document-title';

export default function CareersPage() {
  useDocumentTitle(CAREERS_HERO.eyebrow);
  const openMail = `mailto:${ROLES_SECTION.applyEmail}?subject=${encodeURIComponent(CAREERS_OPEN_APPLICATION.subject)}`;
  return (
    <>
      <PageHero eyebrow={CAREERS_HERO.eyebrow} title={CAREERS_HERO.title} lead={CAREERS_HERO.lead} />

      <section aria-labelledby="careers-roles" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <SectionHeading id="careers-roles" title={ROLES_SECTION.title} align="left" />
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          {ROLES_SECTION.roles.map((role) => (
            <RoleCard key={role.id} role={role} />
          ))}
        </div>
      </section>

      <MarketingSection
        headingId="careers-perks"
        heading={PERKS}
        align="left"
        className="border-y bg-muted/40 py-16"
        containerClassName="max-w-6xl"
      >
        <IconFeatureList
          items={PERKS.items}
          variant="compactRow"
          className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
        />
      </MarketingSection>

      <section aria-labelledby="careers-process" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <SectionHeading id="careers-process" title={HIRING_PROCESS.title} lead={HIRING_PROCESS.lead} align="left" />
        <ol className="mt-10 grid gap-6 md:grid-cols-5 md:gap-4">
          {HIRING_PROCESS.steps.map((step, i) => (
            <li key={step.title} className="relative flex gap-4 md:flex-col md:gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground">
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="careers-open" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <div className="flex flex-col items-start gap-4 rounded-2xl border bg-card p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 id="careers-open" className="text-xl font-semibold">
              {CAREERS_OPEN_APPLICATION.title}
            </h2>
            <p className="mt-1 text-muted-foreground">{CAREERS_OPEN_APPLICATION.lead}</p>
          </div>
          <Button asChild variant="outline">
            <a href={openMail}>
              <Send aria-hidden /> {CAREERS_OPEN_APPLICATION.button}
            </a>
          </Button>
        </div>
      </section>
    </>
  );
}
