// The bell with its popover list; loaded on the first click (or hover/focus) so the landing page carries
// only the bell itself.
import { Link } from '@client/lib/router';
import { Popover, PopoverContent, PopoverTrigger } from '@client/components/ui/popover';
import { paths } from '@client/config/paths';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts';
import { BellButton } from './bell-button';
import { NotificationList } from './notification-list';

export default function NotificationPopover({
  unread,
  open,
  onOpenChange,
}: {
  unread: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <BellButton unread={unread} aria-haspopup="dialog" aria-expanded={open} />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-96 max-w-[calc(100vw-2rem)]" aria-label={NOTIFICATION_TEXTS.page.title}>
        <h2 className="mb-2 font-semibold">{NOTIFICATION_TEXTS.page.title}</h2>
        <NotificationList
          compact
          onNavigate={() => onOpenChange(false)}
          footer={
            <Link
              to={paths.notifications.getHref()}
              onClick={() => onOpenChange(false)}
              className="block pt-2 text-center text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {NOTIFICATION_TEXTS.page.showAll}
            </Link>
          }
        />
      </PopoverContent>
    </Popover>
  );
}
