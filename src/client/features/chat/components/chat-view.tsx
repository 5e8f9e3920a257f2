// The chat page body: contacts on the left, the selected conversation on the right;
// on narrow screens (375 px) the two are separate views.
import { useCallback, useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { toast } from '@client/lib/toast';
import { Card } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/utils';
import { CHAT_TEXTS } from '@shared/chat-texts';
import { useContacts } from '@client/features/chat/api/get-contacts';
import { usePartner } from '@client/features/chat/api/get-partner';
import { useUnreadCount } from '@client/features/chat/api/get-unread';
import { chatKeys, type TChatUser, type TContact, type TMessage } from '@client/features/chat/api/keys';
import { useConversation, type ConversationData } from '@client/features/chat/api/get-conversation';
import { useMarkRead } from '@client/features/chat/api/mark-read';
import { useRemoveContact } from '@client/features/chat/api/remove-contact';
import { useChatRealtime } from '@client/features/chat/hooks/use-chat-realtime';
import { AddContactDialog } from './add-contact-dialog';
import { ContactList } from './contact-list';
import { ConversationPanel } from './conversation-panel';

const T = CHAT_TEXTS.page;

export function ChatView({
  me,
  selectedId,
  onSelect,
  headerActions,
  messageActions,
}: {
  me: string;
  selectedId: string | undefined;
  onSelect: (id: string | undefined) => void;
  /** more buttons in the conversation's header (the page adds 'Blockera') */
  headerActions?: (partner: TChatUser) => ReactNode;
  /** a menu beside each received message (the page adds 'Rapportera') */
  messageActions?: (message: TMessage) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const contacts = useContacts();
  const unread = useUnreadCount();
  const remove = useRemoveContact();
  const markRead = useMarkRead();
  const selectedContact = contacts.data?.find((c) => c.id === selectedId);
  const partner = usePartner(selectedId, { enabled: contacts.isSuccess && !selectedContact });

  useEffect(() => {
    if (contacts.error) toast.error(CHAT_TEXTS.toasts.usersError, { description: contacts.error.message });
  }, [contacts.error]);

  const { mutate: markReadMutate } = markRead;
  /** marks the open conversation read when it holds unread messages from the partner and the tab is visible */
  const readOpenConversation = useCallback(() => {
    if (!selectedId || document.visibilityState !== 'visible') return;
    const data = queryClient.getQueryData<ConversationData>(chatKeys.conversation(selectedId));
    const hasUnreadInView = data?.messages.some((m) => m.sender_id === selectedId && !m.read);
    const counted = (unread.bySender[selectedId] ?? 0) > 0 || (selectedContact?.unread ?? 0) > 0;
    if (hasUnreadInView || counted) markReadMutate(selectedId);
  }, [selectedId, queryClient, unread.bySender, selectedContact?.unread, markReadMutate]);

  // opening a conversation reads it (and so does a new count while it is open)
  const conversation = useConversation(selectedId);
  useEffect(() => {
    if (selectedId && conversation.isSuccess) readOpenConversation();
  }, [selectedId, conversation.isSuccess, readOpenConversation]);

  useChatRealtime({ me, partnerId: selectedId, onPartnerMessage: readOpenConversation });

  const onRemove = (contact: TContact) =>
    remove.mutate(contact.id, {
      onSuccess: () => {
        toast.success(CHAT_TEXTS.toasts.removed, { description: CHAT_TEXTS.toasts.removedText });
        if (contact.id === selectedId) {
          queryClient.removeQueries({ queryKey: chatKeys.conversation(contact.id) });
          onSelect(undefined);
        }
      },
      onError: (error) => toast.error(CHAT_TEXTS.toasts.removeError, { description: error.message }),
    });

  const partnerInfo = selectedContact ?? partner.data;

  return (
    <Card className="grid h-[calc(100dvh-13rem)] min-h-[28rem] grid-cols-1 gap-0 overflow-hidden p-0 md:grid-cols-[18rem_1fr]">
      <aside
        className={cn('flex min-h-0 flex-col border-r', selectedId ? 'hidden md:flex' : 'flex')}
        aria-label={T.contacts}
      >
        <div className="flex items-center justify-between gap-2 border-b p-3">
          <h2 className="font-semibold">{T.contacts}</h2>
          <AddContactDialog onAdded={(id) => onSelect(id)} />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-2">
          {contacts.isPending ? (
            <div className="flex justify-center py-6">
              <Spinner label={T.loading} />
            </div>
          ) : (
            <ContactList
              contacts={contacts.data ?? []}
              selectedId={selectedId}
              unreadBySender={unread.isLoading ? undefined : unread.bySender}
              onSelect={(id) => onSelect(id)}
              onRemove={onRemove}
              removingId={remove.isPending ? remove.variables : undefined}
            />
          )}
        </div>
      </aside>
      <div className={cn('min-h-0', selectedId ? 'flex flex-col' : 'hidden md:flex md:flex-col')}>
        {selectedId ? (
          <ConversationPanel
            key={selectedId}
            me={me}
            partnerId={selectedId}
            partner={
              partnerInfo
                ? { id: partnerInfo.id, username: partnerInfo.username, user_type: partnerInfo.user_type }
                : undefined
            }
            origin={selectedContact?.offer}
            onBack={() => onSelect(undefined)}
            headerActions={headerActions}
            messageActions={messageActions}
          />
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
            <MessagesSquare aria-hidden className="size-10 text-muted-foreground" />
            <h2 className="text-lg font-semibold">{T.chooseContact}</h2>
            <p className="max-w-sm text-sm text-muted-foreground">{T.chooseContactText}</p>
            <AddContactDialog onAdded={(id) => onSelect(id)} />
          </div>
        )}
      </div>
    </Card>
  );
}
