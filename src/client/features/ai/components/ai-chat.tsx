// The embedded chat of the /ai page: the conversation, matches as cards under each reply, the input.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { AlertTriangle, Bot, Info, Send, User } from 'lucide-react';
import { LabelledControl } from '@client/components/labelled-control';
import { Button } from '@client/components/ui/button';
import { Textarea } from '@client/components/ui/textarea';
import { formatTime } from '@client/lib/format';
import { cn } from '@client/lib/utils';
import { AI_PAGE_TEXTS } from '@shared/ai-texts';
import { LIMITS } from '@shared/constants';
import type { AiChatMessage } from '@client/features/ai/hooks/use-ai-chat';
import { AiMatchCard } from './ai-match-card';

function Bubble({ message, onOpenOffer }: { message: AiChatMessage; onOpenOffer: (id: string) => void }) {
  const mine = message.sender === 'user';
  return (
    <li className={cn('flex gap-3', mine && 'flex-row-reverse')} data-sender={message.sender}>
      <span
        className={cn(
          'mt-1 flex size-8 shrink-0 items-center justify-center rounded-full',
          mine
            ? 'bg-primary text-primary-foreground'
            : message.error
              ? 'bg-destructive/10 text-destructive'
              : 'bg-muted',
        )}
        aria-hidden
      >
        {mine ? (
          <User className="size-4" />
        ) : message.error ? (
          <AlertTriangle className="size-4" />
        ) : (
          <Bot className="size-4" />
        )}
      </span>
      <div className={cn('flex max-w-[85%] flex-col gap-2', mine && 'items-end')}>
        <div
          className={cn(
            'whitespace-pre-wrap rounded-2xl px-4 py-2 text-sm',
            mine
              ? 'bg-primary text-primary-foreground'
              : message.error
                ? 'border border-destructive/40 bg-destructive/5'
                : 'bg-muted',
          )}
          role={message.error ? 'alert' : undefined}
          data-testid={message.error ? 'ai-error' : message.sender === 'ai' ? 'ai-reply' : 'ai-user-message'}
        >
          {message.errorTitle && <p className="font-semibold text-destructive">{message.errorTitle}</p>}
          {message.content}
        </div>
        {message.notice && (
          <p className="flex items-center gap-1 text-xs text-muted-foreground" data-testid="ai-notice">
            <Info className="size-3" aria-hidden />
            {message.notice}
          </p>
        )}
        {message.matches && message.matches.length > 0 && (
          <div className="w-full">
            <p className="sr-only">{AI_PAGE_TEXTS.matchesLabel}</p>
            <ul className="grid gap-2 sm:grid-cols-2" aria-label={AI_PAGE_TEXTS.matchesLabel}>
              {message.matches.map((m) => (
                <AiMatchCard key={m.id} match={m} onOpen={onOpenOffer} />
              ))}
            </ul>
          </div>
        )}
        <time className="text-[11px] text-muted-foreground" dateTime={message.timestamp.toISOString()}>
          {formatTime(message.timestamp)}
        </time>
      </div>
    </li>
  );
}

export function AiChat({
  messages,
  isTyping,
  onSend,
  onOpenOffer,
}: {
  messages: AiChatMessage[];
  isTyping: boolean;
  onSend: (text: string) => void;
  /** opens a matched offer (the offers feature's dialog, passed in by the route) */
  onOpenOffer: (id: string) => void;
}) {
  const [text, setText] = useState('');
  const inputId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const canSend = text.trim().length > 0 && !isTyping;

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, isTyping]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend) return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <div className="flex h-[640px] max-h-[80vh] flex-col overflow-hidden rounded-xl border bg-background shadow-sm">
      <div ref={listRef} className="flex-1 overflow-y-auto p-4" aria-live="polite" aria-busy={isTyping}>
        <ol className="flex flex-col gap-4">
          {messages.map((m) => (
            <Bubble key={m.id} message={m} onOpenOffer={onOpenOffer} />
          ))}
        </ol>
        {isTyping && (
          <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground" data-testid="ai-typing">
            <span className="flex gap-1" aria-hidden>
              <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:-0.3s]" />
              <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:-0.15s]" />
              <span className="size-1.5 animate-bounce rounded-full bg-current" />
            </span>
            {AI_PAGE_TEXTS.typing}
          </p>
        )}
      </div>
      <form onSubmit={submit} className="border-t bg-muted/30 p-3">
        {/* a chat box: nothing to validate, an error comes back as a reply, so a labelled control, not a form field */}
        <LabelledControl
          id={inputId}
          label={AI_PAGE_TEXTS.inputLabel}
          className="space-y-2"
          action={
            <Button type="submit" disabled={!canSend} className="h-12">
              <Send aria-hidden />
              {AI_PAGE_TEXTS.send}
            </Button>
          }
        >
          <Textarea
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={AI_PAGE_TEXTS.placeholder}
            maxLength={LIMITS.aiMessageMax}
            rows={2}
            className="min-h-12 resize-none bg-background"
          />
        </LabelledControl>
      </form>
    </div>
  );
}
