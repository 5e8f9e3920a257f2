// One matched offer under the AI's reply; a click opens the offer (the app passes in how).
import { Link } from '@client/lib/router';
import { ArrowRight } from 'lucide-react';
import { AI_PAGE_TEXTS } from '@shared/ai-texts';
import type { TAiMatch } from '@shared/schemas/ai';

const CARD_CLASS =
  'group flex w-full flex-col gap-1 rounded-lg border bg-card p-3 text-left text-card-foreground shadow-xs transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60';

export function AiMatchCard({ match, onOpen }: { match: TAiMatch; onOpen: (id: string) => void }) {
  const label = `${AI_PAGE_TEXTS.openMatch}: ${match.title}, ${match.organization}`;
  // a project or a person (issue 25) opens its own page; an offer opens in the app's dialog
  if (match.link)
    return (
      <li>
        <Link to={match.link} className={CARD_CLASS} aria-label={label} data-testid="ai-match">
          <MatchBody match={match} />
        </Link>
      </li>
    );
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(match.id)}
        className={CARD_CLASS}
        aria-label={label}
        data-testid="ai-match"
      >
        <MatchBody match={match} />
      </button>
    </li>
  );
}

function MatchBody({ match }: { match: TAiMatch }) {
  return (
    <>
      <span className="flex items-start justify-between gap-2">
        <span className="font-medium leading-snug">{match.title}</span>
        <span className="shrink-0 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
          {Math.round(match.score * 100)} %
        </span>
      </span>
      <span className="text-sm text-muted-foreground">{match.organization}</span>
      {match.reasons.length > 0 && (
        <span className="flex flex-wrap gap-1 pt-1">
          {match.reasons.map((r) => (
            <span key={r} className="rounded-md bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">
              {r}
            </span>
          ))}
        </span>
      )}
      <span className="inline-flex items-center gap-1 pt-1 text-xs font-medium text-primary">
        {AI_PAGE_TEXTS.openMatch}
        <ArrowRight className="size-3 transition-transform group-hover:translate-x-0.5" aria-hidden />
      </span>
    </>
  );
}
