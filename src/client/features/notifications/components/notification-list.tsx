// The entries of the notification centre: each links to its subject (and is marked read on the way),
// 'Markera alla som lästa', and 'Visa fler' for the next page. Used in the bell's popover and on /notifications.
import { Link } from '@client/lib/router';
import { ShowMore } from '@client/components/show-more';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { formatDate, formatTime } from '@client/lib/format';
import { cn } from '@client/lib/utils';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-read';
import type { TNotificationItem } from '../api/keys';

const T = NOTIFICATION_TEXTS.page;

function Entry({ item, onOpen }: { item: TNotificationItem; onOpen: (item: TNotificationItem) => void }) {
  return (
    <li>
      <Link
        to={item.link}
        onClick={() => onOpen(item)}
        className={cn(
          'block rounded-md px-3 py-2 text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          !item.read && 'bg-accent/40',
        )}
      >
        <span className="flex items-start gap-2">
          {!item.read && <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />}
          <span className="min-w-0 flex-1">
            <span className={cn('block', !item.read && 'font-semibold')}>
              {item.title}
              {!item.read && <span className="sr-only"> (oläst)</span>}
            </span>
            {item.body && <span className="block truncate text-muted-foreground">{item.body}</span>}
            <span className="block text-xs text-muted-foreground">
              {formatDate(item.updatedAt)} {formatTime(item.updatedAt)}
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}

export function NotificationList({
  compact = false,
  onNavigate,
  footer,
}: {
  /** the popover: the first page only */
  compact?: boolean;
  onNavigate?: () => void;
  footer?: React.ReactNode;
}) {
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;
  const open = (item: TNotificationItem) => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
    onNavigate?.();
  };

  if (list.isPending) return <Spinner label="Laddar notiser..." />;
  if (list.isError) return <p role="alert">{T.loadError}</p>;
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {unread === 0 ? 'Inga olästa' : `${unread} olästa`}
        </p>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {T.markAll}
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">{T.empty}</p>
      ) : (
        <ul aria-label={T.title} className={cn('space-y-1', compact && 'max-h-96 overflow-y-auto')}>
          {(compact ? items.slice(0, 10) : items).map((item) => (
            <Entry key={item.id} item={item} onOpen={open} />
          ))}
        </ul>
      )}
      {!compact && <ShowMore list={list} label={T.more} />}
      {footer}
    </div>
  );
}
