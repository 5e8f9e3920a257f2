// Landing section 5: the five named modules of spec §1, each revealing its features on hover or focus.
import { MODULES } from '@client/features/marketing/content/landing';
import { RevealCard } from './reveal-card';
import { MarketingSection } from './marketing-section';

export function ModulesSection() {
  const s = MODULES;
  return (
    <MarketingSection headingId="modules-title" heading={s} className="border-y bg-muted/40 py-20 sm:py-24">
      <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-6">
        {s.items.map((m, i) => (
          <RevealCard
            key={m.name}
            icon={m.icon}
            title={m.name}
            description={m.summary}
            featuresHeading={s.featuresHeading}
            features={m.features}
            // 3 + 2 on wide screens: the first three take a third each, the last two half each
            className={i < 3 ? 'lg:col-span-2' : 'lg:col-span-3'}
          />
        ))}
      </div>
    </MarketingSection>
  );
}
