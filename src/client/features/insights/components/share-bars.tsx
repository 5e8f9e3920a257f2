// A list of shares as horizontal bars with their numbers: light, readable without colour, and a chart.
import { cn } from '@client/lib/utils';

export interface Share {
  key: string;
  label: string;
  value: number;
}

/** `unit` '%' shows values as percentages of 100; otherwise as counts, bars relative to the largest */
export function ShareBars({
  title,
  items,
  unit,
  className,
}: {
  title: string;
  items: Share[];
  unit?: '%';
  className?: string;
}) {
  const max = unit === '%' ? 100 : Math.max(1, ...items.map((i) => i.value));
  return (
    <figure className={cn('space-y-2', className)}>
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      <ul className="space-y-1.5">
        {items.map((item) => (
          <li key={item.key} className="grid grid-cols-[8rem_1fr_3.5rem] items-center gap-2 text-sm">
            <span className="truncate">{item.label}</span>
            <span aria-hidden className="h-2.5 overflow-hidden rounded-full bg-muted">
              <span
                className="block h-full rounded-full bg-primary"
                style={{ width: `${(item.value / max) * 100}%` }}
              />
            </span>
            <span className="text-right tabular-nums">
              {item.value.toLocaleString('sv-SE')}
              {unit === '%' ? ' %' : ''}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
