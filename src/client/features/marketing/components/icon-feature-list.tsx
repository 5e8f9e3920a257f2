// A list of icon + title + description items (mission cards, values, perks, benefits). Each variant is one
// look: stacked (icon above the text) or a row (icon beside the text), with its own sizes.
import type { LucideIcon } from 'lucide-react';
import { cn } from '@client/lib/utils';

export interface IconFeature {
  title: string;
  description: string;
  icon: LucideIcon;
}

const VARIANTS = {
  card: {
    row: false,
    item: 'rounded-2xl border bg-card p-6 shadow-sm',
    badge: 'flex size-12 rounded-xl',
    icon: 'size-6',
    title: 'mt-4 text-lg font-semibold',
    description: 'mt-2 text-sm leading-relaxed text-muted-foreground',
  },
  centered: {
    row: false,
    item: 'text-center',
    badge: 'mx-auto flex size-12 rounded-full',
    icon: 'size-6',
    title: 'mt-3 font-semibold',
    description: 'mt-1 text-sm text-muted-foreground',
  },
  compactRow: {
    row: true,
    item: 'flex gap-4 rounded-2xl border bg-card p-5',
    badge: 'flex size-10 shrink-0 rounded-xl',
    icon: 'size-5',
    title: 'font-semibold',
    description: 'mt-1 text-sm text-muted-foreground',
  },
  row: {
    row: true,
    item: 'flex gap-4 rounded-2xl border bg-card p-6 shadow-xs',
    badge: 'flex size-11 shrink-0 rounded-xl',
    icon: 'size-5',
    title: 'font-semibold',
    description: 'mt-1.5 text-sm leading-relaxed text-muted-foreground',
  },
} as const;

export function IconFeatureList({
  items,
  variant,
  className,
}: {
  items: readonly IconFeature[];
  variant: keyof typeof VARIANTS;
  className: string;
}) {
  const v = VARIANTS[variant];
  return (
    <ul className={className}>
      {items.map(({ title, description, icon: Icon }) => {
        const text = (
          <>
            <h3 className={v.title}>{title}</h3>
            <p className={v.description}>{description}</p>
          </>
        );
        return (
          <li key={title} className={v.item}>
            <span aria-hidden className={cn('items-center justify-center bg-primary/10 text-primary', v.badge)}>
              <Icon className={v.icon} />
            </span>
            {v.row ? <div>{text}</div> : text}
          </li>
        );
      })}
    </ul>
  );
}
