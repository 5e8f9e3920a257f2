// Landing section 2 (anchor user-types): the four account types with hover/focus feature lists.
import { LANDING_ANCHORS, USER_TYPES_SECTION } from '@client/features/marketing/content/landing';
import { RevealCard } from './reveal-card';
import { SectionHeading } from './section-heading';

export function UserTypesSection() {
  const s = USER_TYPES_SECTION;
  return (
    <section
      id={LANDING_ANCHORS.userTypes}
      tabIndex={-1}
      aria-labelledby="user-types-title"
      className="py-16 outline-none sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="user-types-title" eyebrow={s.eyebrow} title={s.title} lead={s.lead} />
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
      </div>
    </section>
  );
}
