// The left column: contacts with avatar initial, name, user type, unread badge and a remove button.
import { useState } from 'react';
import { X } from 'lucide-react';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Avatar } from '@client/components/ui/avatar';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { userTypeLabel } from '@shared/constants';
import { CHAT_TEXTS, chatDisplayName } from '@shared/chat-texts';
import type { TContact } from '@client/features/chat/api/keys';

const T = CHAT_TEXTS.page;

export function ContactList({
  contacts,
  selectedId,
  unreadBySender,
  onSelect,
  onRemove,
  removingId,
}: {
  contacts: TContact[];
  selectedId: string | undefined;
  /** from GET /api/me/unread once loaded (fresher than the list's own counts) */
  unreadBySender: Record<string, number> | undefined;
  onSelect: (id: string) => void;
  onRemove: (contact: TContact) => void;
  removingId?: string;
}) {
  // the contact whose removal waits for a yes
  const [confirming, setConfirming] = useState<string | null>(null);
  if (contacts.length === 0) {
    return <p className="px-2 py-6 text-center text-sm text-muted-foreground">{T.noContacts}</p>;
  }
  return (
    <ul aria-label={T.contacts} className="flex flex-col gap-1">
      {contacts.map((contact) => {
        const name = chatDisplayName(contact);
        const unread = unreadBySender ? (unreadBySender[contact.id] ?? 0) : contact.unread;
        const selected = contact.id === selectedId;
        return (
          <li
            key={contact.id}
            className={cn('group flex items-center gap-1 rounded-md', selected ? 'bg-accent' : 'hover:bg-accent/60')}
          >
            <button
              type="button"
              onClick={() => onSelect(contact.id)}
              aria-current={selected ? 'true' : undefined}
              className="flex min-w-0 flex-1 items-center gap-3 rounded-md p-2 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
            >
              <Avatar name={name} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{name}</span>
                <span className="block truncate text-xs text-muted-foreground">{userTypeLabel(contact.user_type)}</span>
              </span>
              {unread > 0 && (
                <Badge
                  variant="destructive"
                  className="rounded-full"
                  aria-label={T.unread(unread)}
                  data-testid="unread-badge"
                >
                  {unread}
                </Badge>
              )}
            </button>
            <ConfirmDialog
              open={confirming === contact.id}
              onOpenChange={(open) => setConfirming(open ? contact.id : null)}
              trigger={
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 shrink-0 text-muted-foreground"
                  disabled={removingId === contact.id}
                  aria-label={T.removeContact(name)}
                  title={T.removeContact(name)}
                >
                  <X aria-hidden />
                </Button>
              }
              title={T.removeTitle(name)}
              description={T.removeText}
              cancelLabel={T.removeCancel}
              confirmLabel={T.removeConfirm}
              pending={removingId === contact.id}
              onConfirm={() => {
                onRemove(contact);
                setConfirming(null);
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}
