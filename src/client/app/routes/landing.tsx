// The start page (spec §2 Landing page): the six sections in the spec's order.
import { useState } from 'react';
import { useLocation } from '@client/lib/router';
import { HeroSection } from '@client/features/marketing/components/hero-section';
import { UserTypesSection } from '@client/features/marketing/components/user-types-section';
import { HowItWorksSection } from '@client/features/marketing/components/how-it-works-section';
import { BenefitsSection } from '@client/features/marketing/components/benefits-section';
import { ModulesSection } from '@client/features/marketing/components/modules-section';
import { ClosingCtaSection } from '@client/features/marketing/components/closing-cta-section';
import { useDocumentTitle } from '@client/features/marketing/hooks/use-document-title';
import { AfterFirstPaint, firstPaintDone } from '@client/lib/after-paint';
import { servedRendered } from '@client/lib/hydration';

/** a visit that opened the page afresh, at its top: not a reload or a step back that restores a position */
const isFreshVisit = () =>
  (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'navigate';

export default function LandingPage() {
  useDocumentTitle();
  const { hash } = useLocation();
  // When the visit starts here, the sections below the hero are drawn right after the hero has been
  // painted; until then a screen-high space keeps the footer where it will be. A link to a section
  // (#hash) or a restored scroll position needs them at once; a page the server rendered has them already
  // (and is not drawn again when the first paint is done: AfterFirstPaint keeps that state to itself).
  const [deferSections] = useState(() => !firstPaintDone() && !hash && isFreshVisit() && !servedRendered());
  const sections = (
    <>
      <UserTypesSection />
      <HowItWorksSection />
      <BenefitsSection />
      <ModulesSection />
      <ClosingCtaSection />
    </>
  );
  return (
    <>
      <HeroSection />
      {deferSections ? (
        <AfterFirstPaint fallback={<div aria-hidden className="min-h-dvh" />}>{sections}</AfterFirstPaint>
      ) : (
        sections
      )}
    </>
  );
}
