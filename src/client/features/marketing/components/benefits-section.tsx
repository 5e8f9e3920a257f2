// Landing section 4: why Samverka, ending in 'Kom igång nu'.
import { BENEFITS } from '@client/features/marketing/content/landing';
import { SignUpButton } from './cta-parts';
import { IconFeatureList } from './icon-feature-list';
import { MarketingSection } from './marketing-section';

export function BenefitsSection() {
  const s = BENEFITS;
  return (
    <MarketingSection headingId="benefits-title" heading={s} className="py-20 sm:py-24">
      <IconFeatureList items={s.items} variant="row" className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" />
      <div className="mt-12 flex justify-center">
        <SignUpButton label={s.cta} />
      </div>
    </MarketingSection>
  );
}
