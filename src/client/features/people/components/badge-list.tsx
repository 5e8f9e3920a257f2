// A labelled row of small badges: the reasons of a fit, or a person's skills.
import { Badge } from '@client/components/ui/badge';

export function BadgeList({
  label,
  items,
  variant = 'secondary',
}: {
  label: string;
  items: string[];
  variant?: 'secondary' | 'outline';
}) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={label}>
      {items.map((r) => (
        <li key={r}>
          <Badge variant={variant}>{r}</Badge>
        </li>
      ))}
    </ul>
  );
}
