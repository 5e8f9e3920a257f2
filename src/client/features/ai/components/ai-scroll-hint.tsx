// A button that scrolls to the chat, shown while the page is scrolled less than 200 px.
import { ChevronDown } from 'lucide-react';
import { AI_PAGE_TEXTS } from '@shared/ai-texts';
import { useScrollHint } from '@client/features/ai/hooks/use-scroll-hint';

export function AiScrollHint({ targetId }: { targetId: string }) {
  const visible = useScrollHint();
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => document.getElementById(targetId)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
      className="fixed bottom-6 left-1/2 z-30 flex -translate-x-1/2 items-center gap-1 rounded-full border bg-background/95 px-4 py-2 text-sm shadow-md backdrop-blur hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
      data-testid="ai-scroll-hint"
    >
      {AI_PAGE_TEXTS.scrollHint}
      <ChevronDown className="size-4 animate-bounce" aria-hidden />
    </button>
  );
}
