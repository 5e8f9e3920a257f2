// Landing section 4: why Samverka, ending in 'Kom igång nu'.
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { BENEFITS } from '@client/features/marketing/content/landing';
import { IconFeatureList } from './icon-feature-list';
import { MarketingSection } from './marketing-section';

export function BenefitsSection() {
  const s = BENEFITS;
  return (
    <MarketingSection headingId="benefits-title" heading={s} className="py-20 sm:py-24">
      <IconFeatureList items={s.items} variant="row" className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" />
      <div className="mt-12 flex justify-center">
        <Button asChild size="lg">
          <Link to={paths.auth.getHref()}>
            {s.cta} <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </MarketingSection>
  );
}
