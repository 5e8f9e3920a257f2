// An offer's tags as outlined badges (nothing when it has none). A tag may be one word of 40 letters: it wraps
// inside its badge rather than widening a card past a phone's screen.
import { Badge } from '@client/components/ui/badge';

export function TagList({ tags, label }: { tags: string[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex min-w-0 flex-wrap gap-1.5" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className="min-w-0 max-w-full">
          <Badge variant="outline" className="max-w-full whitespace-normal text-left [overflow-wrap:anywhere]">
            {tag}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
