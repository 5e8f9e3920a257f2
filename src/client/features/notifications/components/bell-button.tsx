// The header's bell: the unread count as a badge and in its accessible name.
import { forwardRef } from 'react';
import { Bell } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { bellLabel } from '@shared/frame-texts';

export const BellButton = forwardRef<HTMLButtonElement, React.ComponentProps<typeof Button> & { unread: number }>(
  function BellButton({ unread, ...props }, ref) {
    return (
      <Button
        ref={ref}
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={bellLabel(unread)}
        title={bellLabel(unread)}
        data-testid="notification-bell"
        {...props}
      >
        <Bell aria-hidden />
        {unread > 0 && (
          <span
            aria-hidden
            data-testid="notification-count"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-xs font-semibold leading-5 text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Button>
    );
  },
);
