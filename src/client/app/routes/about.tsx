// /about: 'Om Samverka' with a contact button, the story, the mission's three cards and values.
import { Link } from '@client/lib/router';
import { ArrowRight, Mail } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { OutlineOnPrimaryButton } from '@client/features/marketing/components/cta-parts';
import { IconFeatureList } from '@client/features/marketing/components/icon-feature-list';
import { MarketingSection } from '@client/features/marketing/components/marketing-section';
import { PageHero } from '@client/features/marketing/components/page-hero';
import { SectionHeading } from '@client/features/marketing/components/section-heading';
import {
  ABOUT_CTA,
  ABOUT_HERO,
  ABOUT_MISSION,
  ABOUT_STORY,
  ABOUT_VALUES,
} from '@client/features/marketing/content/about';
import { useDocumentTitle } from '@client/features/marketing/hooks/use-document-title';

export default function AboutPage() {
  useDocumentTitle(ABOUT_HERO.eyebrow);
  return (
    <>
      <PageHero
        eyebrow={ABOUT_HERO.eyebrow}
        title={ABOUT_HERO.title}
        lead={ABOUT_HERO.lead}
        actions={
          <Button asChild size="lg">
            <Link to={paths.contact.getHref()}>
              <Mail aria-hidden /> {ABOUT_HERO.contactButton}
            </Link>
          </Button>
        }
      />

      <section
        aria-labelledby="about-story"
        className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-[1fr_1.6fr]"
      >
        <h2 id="about-story" className="text-3xl font-bold tracking-tight">
          {ABOUT_STORY.title}
        </h2>
        <div className="space-y-4 text-lg leading-relaxed text-muted-foreground">
          {ABOUT_STORY.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </section>

      <MarketingSection
        headingId="about-mission"
        heading={ABOUT_MISSION}
        className="border-y bg-muted/40 py-16 sm:py-20"
        containerClassName="max-w-6xl"
      >
        <IconFeatureList items={ABOUT_MISSION.cards} variant="card" className="mt-12 grid gap-5 md:grid-cols-3" />
      </MarketingSection>

      <section aria-labelledby="about-values" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="about-values" title={ABOUT_VALUES.title} />
        <IconFeatureList
          items={ABOUT_VALUES.items}
          variant="centered"
          className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        />
      </section>

      <section aria-labelledby="about-cta" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-primary p-8 text-primary-foreground shadow-lg sm:p-10 md:flex-row md:items-center md:justify-between">
          <div className="max-w-xl space-y-2">
            <h2 id="about-cta" className="text-2xl font-bold tracking-tight">
              {ABOUT_CTA.title}
            </h2>
            <p className="opacity-90">{ABOUT_CTA.lead}</p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-3">
            <Button asChild size="lg" className="bg-background text-foreground hover:bg-background/90">
              <Link to={paths.contact.getHref()}>
                <Mail aria-hidden /> {ABOUT_CTA.contactButton}
              </Link>
            </Button>
            <OutlineOnPrimaryButton to={paths.auth.getHref()}>
              {ABOUT_CTA.signUpButton} <ArrowRight aria-hidden />
            </OutlineOnPrimaryButton>
          </div>
        </div>
      </section>
    </>
  );
}
