// The start page (spec §2 Landing page): the six sections in the spec's order.
import { HeroSection } from '@/features/marketing/components/hero-section';
import { UserTypesSection } from '@/features/marketing/components/user-types-section';
import { HowItWorksSection } from '@/features/marketing/components/how-it-works-section';
import { BenefitsSection } from '@/features/marketing/components/benefits-section';
import { ModulesSection } from '@/features/marketing/components/modules-section';
import { ClosingCtaSection } from '@/features/marketing/components/closing-cta-section';
import { useDocumentTitle } from '@/features/marketing/hooks/use-document-title';

export default function LandingPage() {
  useDocumentTitle();
  return (
    <>
      <HeroSection />
      <UserTypesSection />
      <HowItWorksSection />
      <BenefitsSection />
      <ModulesSection />
      <ClosingCtaSection />
    </>
  );
}
