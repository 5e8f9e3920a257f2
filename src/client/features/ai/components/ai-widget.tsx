// The floating AI widget on every page but /ai: closed, open (600 px) or minimised (64 px).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '@client/lib/router';
import { Bot, ExternalLink, Maximize2, MessageCircle, Minus, Send, X } from 'lucide-react';
import { LabelledControl } from '@client/components/labelled-control';
import { Button } from '@client/components/ui/button';
import { Textarea } from '@client/components/ui/textarea';
import { paths } from '@client/config/paths';
import { cn } from '@client/lib/utils';
import { WIDGET_TEXTS } from '@shared/ai-texts';
import { LIMITS } from '@shared/constants';
import { useAiChat } from '@client/features/ai/hooks/use-ai-chat';

type WidgetState = 'closed' | 'open' | 'minimised';

export function AiWidget() {
  const [state, setState] = useState<WidgetState>('closed');
  const [text, setText] = useState('');
  const chat = useAiChat(WIDGET_TEXTS.welcome);
  const inputId = useId();
  const titleId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (state === 'open') inputRef.current?.focus();
    if (state === 'closed' && wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = state !== 'closed';
  }, [state]);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.messages, chat.isTyping, state]);

  const send = () => {
    if (!text.trim()) return;
    if (chat.isTyping) return;
    void chat.send(text);
    setText('');
  };
  const onInputKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };
  const onPanelKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      setState('closed');
    }
  };

  if (state === 'closed') {
    return (
      <button
        ref={launcherRef}
        type="button"
        onClick={() => setState('open')}
        className="fixed bottom-5 right-5 z-40 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-offset-2"
        aria-label={WIDGET_TEXTS.open}
        data-testid="ai-widget-launcher"
      >
        <MessageCircle className="size-6" aria-hidden />
      </button>
    );
  }

  const minimised = state === 'minimised';
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={onPanelKey}
      data-testid="ai-widget"
      data-state={state}
      style={{ height: minimised ? 64 : 600 }}
      className="fixed bottom-5 right-5 z-40 flex max-h-[calc(100dvh-2.5rem)] w-[min(380px,calc(100vw-2.5rem))] flex-col overflow-hidden rounded-xl border bg-background shadow-2xl"
    >
      <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b bg-primary px-4 text-primary-foreground">
        <h2 id={titleId} className="flex items-center gap-2 font-semibold">
          <Bot className="size-5" aria-hidden />
          {WIDGET_TEXTS.title}
        </h2>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="text-primary-foreground hover:bg-primary-foreground/15 hover:text-primary-foreground"
            onClick={() => setState(minimised ? 'open' : 'minimised')}
            aria-label={minimised ? WIDGET_TEXTS.restore : WIDGET_TEXTS.minimise}
          >
            {minimised ? <Maximize2 aria-hidden /> : <Minus aria-hidden />}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-primary-foreground hover:bg-primary-foreground/15 hover:text-primary-foreground"
            onClick={() => setState('closed')}
            aria-label={WIDGET_TEXTS.close}
          >
            <X aria-hidden />
          </Button>
        </div>
      </div>
      {!minimised && (
        <>
          <ol ref={listRef} className="flex flex-1 flex-col gap-3 overflow-y-auto p-4" aria-live="polite">
            {chat.messages.map((m) => (
              <li
                key={m.id}
                data-sender={m.sender}
                className={cn(
                  'max-w-[85%] rounded-2xl px-3 py-2 text-sm',
                  m.sender === 'user' ? 'self-end bg-primary text-primary-foreground' : 'self-start bg-muted',
                  m.error && 'border border-destructive/40 bg-destructive/10',
                )}
              >
                {m.errorTitle && <p className="font-medium text-destructive">{m.errorTitle}</p>}
                <p className="whitespace-pre-wrap">{m.content}</p>
                {m.matches && m.matches.length > 0 && (
                  <ul className="mt-2 flex flex-col gap-1.5" aria-label={WIDGET_TEXTS.matches}>
                    {m.matches.slice(0, 3).map((match) => (
                      <li key={match.id}>
                        <Link
                          to={match.link ?? paths.sponsorship.getHref(match.id)}
                          className="block rounded-md border bg-background px-2 py-1.5 text-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
                          data-testid="ai-widget-match"
                        >
                          <span className="block font-medium leading-snug">{match.title}</span>
                          <span className="block text-xs text-muted-foreground">
                            {match.organization} · {Math.round(match.score * 100)} %
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
            {chat.isTyping && (
              <li
                className="self-start rounded-2xl bg-muted px-3 py-2 text-sm text-muted-foreground"
                data-testid="ai-widget-typing"
              >
                <span className="sr-only">{WIDGET_TEXTS.typing}</span>
                <span className="flex gap-1 py-1" aria-hidden>
                  <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:-0.3s]" />
                  <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:-0.15s]" />
                  <span className="size-1.5 animate-bounce rounded-full bg-current" />
                </span>
              </li>
            )}
          </ol>
          <div className="space-y-2 border-t p-3">
            {/* a chat box: nothing to validate, an error comes back as a reply, so a labelled control */}
            <LabelledControl
              id={inputId}
              label={WIDGET_TEXTS.inputLabel}
              labelClassName="text-xs text-muted-foreground"
              className="space-y-2"
              action={
                <Button
                  size="icon"
                  className="size-10"
                  onClick={send}
                  disabled={!text.trim() || chat.isTyping}
                  aria-label={WIDGET_TEXTS.send}
                >
                  <Send aria-hidden />
                </Button>
              }
            >
              <Textarea
                ref={inputRef}
                value={text}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={onInputKey}
                placeholder={WIDGET_TEXTS.placeholder}
                maxLength={LIMITS.aiMessageMax}
                rows={1}
                className="min-h-10 resize-none"
              />
            </LabelledControl>
            <Link
              to={paths.ai.getHref()}
              className="inline-flex items-center gap-1 rounded-sm text-xs font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
            >
              {WIDGET_TEXTS.fullPage}
              <ExternalLink className="size-3" aria-hidden />
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
