// The parts of every page's frame that only a signed-in member has — the bell, the verify-email banner, the
// unread and Premium badges' data — loaded once the session says a member is here, so a visitor's first load
// has none of their code (issue 22).
import { useEffect } from 'react';
import { useUnreadCount } from '@client/features/chat/api/get-unread';
import { useSubscription } from '@client/features/billing/api/get-subscription';

export { NotificationBell } from '@client/features/notifications/components/notification-bell';
export { VerifyEmailBanner } from '@client/features/account/components/verify-email-banner';

export interface MemberStatus {
  unread: number;
  premiumActive: boolean;
}

/** reports the header's badges (unread messages, an active Premium) to the frame; reset when it leaves */
export function MemberStatusReporter({ onChange }: { onChange: (status: MemberStatus) => void }) {
  const unread = useUnreadCount().total;
  const premiumActive = useSubscription().active;
  useEffect(() => onChange({ unread, premiumActive }), [onChange, unread, premiumActive]);
  useEffect(() => () => onChange({ unread: 0, premiumActive: false }), [onChange]);
  return null;
}
