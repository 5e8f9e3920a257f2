// Landing section 2 (anchor user-types): the four account types with hover/focus feature lists.
import { LANDING_ANCHORS, USER_TYPES_SECTION } from '@client/features/marketing/content/landing';
import { Link } from '@client/lib/router';
import { paths } from '@client/config/paths';
import { EXPLORE_MENU_TEXTS } from '@shared/frame-texts';
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
      <nav
        aria-label={EXPLORE_MENU_TEXTS.menuLabel}
        className="mt-8 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm"
      >
        <span className="text-muted-foreground">{EXPLORE_MENU_TEXTS.landingTypesHeading}</span>
        {s.cards.map((card) => (
          <Link
            key={card.key}
            to={paths.explore.getHref(card.key)}
            className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {EXPLORE_MENU_TEXTS.types[card.key]}
          </Link>
        ))}
      </nav>
    </MarketingSection>
  );
}
