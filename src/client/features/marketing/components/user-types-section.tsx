// Landing section 2 (anchor user-types): the four account types with hover/focus feature lists.
import { LANDING_ANCHORS, USER_TYPES_SECTION } from '@client/features/marketing/content/landing';
import { RevealCard } from './reveal-card';
import { MarketingSection } from './marketing-section';

export function UserTypesSection() {
  const s = USER_TYPES_SECTION;
  return (
    <MarketingSection
      anchor={LANDING_ANCHORS.userTypes}
      headingId="user-types-title"
      heading={s}
      className="py-16 sm:py-20"
    >
      <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {s.cards.map((card) => (
          <RevealCard
            key={card.key}
            icon={card.icon}
            title={card.label}
            tagline={card.tagline}
            description={card.description}
            featuresHeading={s.featuresHeading}
            features={card.features}
          />
        ))}
      </div>
    </MarketingSection>
  );
}
