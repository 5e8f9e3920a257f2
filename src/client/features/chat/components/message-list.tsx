// The messages of one conversation, oldest first; scrolling to the top loads earlier messages.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Check, CheckCheck } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { formatDate, formatTime } from '@client/lib/format';
import { cn } from '@client/lib/utils';
import { CHAT_TEXTS } from '@shared/chat-texts';
import type { TMessage } from '@client/features/chat/api/keys';
import { MessageText } from './message-text';

const T = CHAT_TEXTS.page;

export function MessageList({
  messages,
  me,
  hasMore,
  loadingOlder,
  onLoadOlder,
  label,
  messageActions,
}: {
  messages: TMessage[];
  me: string;
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  label: string;
  /** a menu beside each message from the other person */
  messageActions?: (message: TMessage) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;
  const prev = useRef<{ firstId?: number; lastId?: number; height: number; top: number }>({ height: 0, top: 0 });

  // keep the view where the reader is: at the bottom for new messages, in place when older ones are prepended
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const before = prev.current;
    if (before.firstId !== undefined && firstId !== undefined && firstId < before.firstId && lastId === before.lastId) {
      el.scrollTop = before.top + (el.scrollHeight - before.height);
    } else if (lastId !== before.lastId) {
      const nearBottom = before.height - before.top - el.clientHeight < 120;
      const mine = messages.at(-1)?.sender_id === me;
      if (before.lastId === undefined || nearBottom || mine) el.scrollTop = el.scrollHeight;
    }
    prev.current = { firstId, lastId, height: el.scrollHeight, top: el.scrollTop };
  }, [firstId, lastId, messages, me]);

  const onScroll = () => {
    const el = ref.current;
    if (!el) return;
    prev.current = { ...prev.current, height: el.scrollHeight, top: el.scrollTop };
    if (el.scrollTop < 48 && hasMore && !loadingOlder) onLoadOlder();
  };

  let lastDay = '';
  return (
    <div
      ref={ref}
      onScroll={onScroll}
      className="flex-1 overflow-y-auto px-3 py-4"
      role="log"
      aria-label={label}
      aria-live="polite"
      tabIndex={0}
    >
      {hasMore && (
        <div className="mb-3 flex justify-center">
          {loadingOlder ? (
            <Spinner label={T.loadingEarlier} />
          ) : (
            <Button variant="ghost" size="sm" onClick={onLoadOlder}>
              {T.loadEarlier}
            </Button>
          )}
        </div>
      )}
      {messages.length === 0 ? (
        <p className="flex h-full items-center justify-center px-6 text-center text-sm text-muted-foreground">
          {T.noMessages}
        </p>
      ) : (
        <ol className="flex flex-col gap-2">
          {messages.map((m) => {
            const own = m.sender_id === me;
            const day = formatDate(m.created_at);
            const showDay = day !== lastDay;
            lastDay = day;
            return (
              <li key={m.id} className="flex flex-col" data-message-id={m.id}>
                {showDay && <p className="my-2 text-center text-xs text-muted-foreground">{day}</p>}
                <div
                  className={cn('flex max-w-[85%] items-start gap-1 sm:max-w-[70%]', own ? 'self-end' : 'self-start')}
                >
                  <div
                    className={cn(
                      'min-w-0 rounded-2xl px-3 py-2 text-sm shadow-xs',
                      own ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted',
                    )}
                  >
                    <MessageText text={m.text} />
                    <p
                      className={cn(
                        'mt-1 flex items-center justify-end gap-1 text-[11px]',
                        own ? 'text-primary-foreground/80' : 'text-muted-foreground',
                      )}
                    >
                      <time dateTime={m.created_at}>{formatTime(m.created_at)}</time>
                      {own &&
                        (m.read ? (
                          <span role="img" aria-label={T.read} title={T.read} data-testid="read-mark">
                            <CheckCheck aria-hidden className="size-3.5" />
                          </span>
                        ) : (
                          <span role="img" aria-label={T.sent} title={T.sent}>
                            <Check aria-hidden className="size-3.5" />
                          </span>
                        ))}
                    </p>
                  </div>
                  {!own && messageActions?.(m)}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
