// The right side: the selected conversation with its header, messages and the message box.
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from '@client/lib/router';
import { ArrowLeft } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import { Avatar } from '@client/components/ui/avatar';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { userTypeLabel } from '@shared/constants';
import { CHAT_TEXTS, chatDisplayName } from '@shared/chat-texts';
import { loadOlderMessages, useConversation } from '@client/features/chat/api/get-conversation';
import type { TChatUser, TMessage } from '@client/features/chat/api/keys';
import { useSendMessage } from '@client/features/chat/api/send-message';
import { MessageForm } from './message-form';
import { MessageList } from './message-list';

const T = CHAT_TEXTS.page;

export function ConversationPanel({
  me,
  partner,
  partnerId,
  origin,
  onBack,
  headerActions,
  messageActions,
}: {
  me: string;
  partner: TChatUser | undefined;
  /** the offer the conversation started from */
  origin?: { id: string; title: string } | null;
  partnerId: string;
  onBack: () => void;
  headerActions?: (partner: TChatUser) => ReactNode;
  messageActions?: (message: TMessage) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const conversation = useConversation(partnerId);
  const send = useSendMessage();
  const [loadingOlder, setLoadingOlder] = useState(false);
  const name = partner ? chatDisplayName(partner) : '';

  useEffect(() => {
    if (conversation.error) toast.error(CHAT_TEXTS.toasts.messagesError, { description: conversation.error.message });
  }, [conversation.error]);

  const loadOlder = () => {
    setLoadingOlder(true);
    loadOlderMessages(queryClient, partnerId)
      .catch((error: Error) => toast.error(CHAT_TEXTS.toasts.messagesError, { description: error.message }))
      .finally(() => setLoadingOlder(false));
  };

  const onSend = (text: string) =>
    send.mutateAsync(
      { userId: partnerId, text },
      { onError: (error) => toast.error(CHAT_TEXTS.toasts.sendError, { description: error.message }) },
    );

  return (
    <section className="flex h-full min-h-0 flex-col" aria-label={name ? T.conversationWith(name) : undefined}>
      {/* on a phone the actions wrap under the name rather than squeezing it away */}
      <header className="flex flex-wrap items-center gap-3 border-b p-3">
        <Button variant="ghost" size="icon" className="md:hidden" onClick={onBack} aria-label={T.back}>
          <ArrowLeft aria-hidden />
        </Button>
        {partner ? (
          <>
            <Avatar name={name} />
            <div className="min-w-0 flex-1 basis-40">
              <h2 className="truncate font-semibold">{name}</h2>
              <p className="truncate text-xs text-muted-foreground">
                {userTypeLabel(partner.user_type)}
                {origin && (
                  <>
                    {' · '}
                    {T.startedFrom}{' '}
                    <Link
                      to={paths.sponsorship.getHref(origin.id)}
                      className="font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
                      data-testid="conversation-origin"
                    >
                      {origin.title}
                    </Link>
                  </>
                )}
              </p>
            </div>
            <div className="ml-auto flex flex-wrap items-center gap-2">
              <Button variant="outline" size="sm" asChild>
                <Link to={paths.user.getHref(partnerId)}>{T.profile}</Link>
              </Button>
              {headerActions?.(partner)}
            </div>
          </>
        ) : (
          <div className="h-9 flex-1" />
        )}
      </header>
      {conversation.isPending ? (
        <div className="flex flex-1 items-center justify-center">
          <Spinner label={T.loading} />
        </div>
      ) : conversation.data ? (
        <MessageList
          messages={conversation.data.messages}
          me={me}
          hasMore={conversation.data.hasMore}
          loadingOlder={loadingOlder}
          onLoadOlder={loadOlder}
          label={name ? T.conversationWith(name) : T.title}
          messageActions={messageActions}
        />
      ) : (
        <div className="flex-1" />
      )}
      <MessageForm onSend={onSend} isSending={send.isPending} />
    </section>
  );
}
