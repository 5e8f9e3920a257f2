// The notification bell of the header (signed in): the live unread count; the popover's code and list are
// fetched on first use (hover, focus or click), like the mobile menu.
import { lazy, Suspense, useState } from 'react';
import { useUnreadNotifications } from '../api/get-notifications';
import { BellButton } from './bell-button';

const loadPopover = () => import('./notification-popover');
const NotificationPopover = lazy(loadPopover);

export function NotificationBell() {
  const unread = useUnreadNotifications();
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const plain = (
    <BellButton
      unread={unread}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={() => {
        setUsed(true);
        setOpen(true);
      }}
    />
  );
  if (!used) return plain;
  return (
    <Suspense fallback={plain}>
      <NotificationPopover unread={unread} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
