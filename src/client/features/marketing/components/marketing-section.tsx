// A marketing section: the <section> labelled by its heading, the centred container and the SectionHeading.
import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';
import { SectionHeading } from './section-heading';

export function MarketingSection({
  anchor,
  headingId,
  heading,
  align,
  className,
  containerClassName = 'max-w-7xl',
  children,
}: {
  /** in-page anchor: the section takes focus when a link jumps to it */
  anchor?: string;
  headingId: string;
  heading: { eyebrow?: string; title: string; lead?: string };
  align?: 'center' | 'left';
  className?: string;
  containerClassName?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={anchor}
      tabIndex={anchor ? -1 : undefined}
      aria-labelledby={headingId}
      className={cn(anchor && 'outline-none', className)}
    >
      <div className={cn('mx-auto px-4 sm:px-6', containerClassName)}>
        <SectionHeading
          id={headingId}
          eyebrow={heading.eyebrow}
          title={heading.title}
          lead={heading.lead}
          align={align}
        />
        {children}
      </div>
    </section>
  );
}
