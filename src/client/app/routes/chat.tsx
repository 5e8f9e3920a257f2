// /chat and /chat/:userId: private chat. `?add=1` (from an offer's 'Kontakta') adds the user as a contact first.
import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from '@client/lib/router';
import { toast } from '@client/lib/toast';
import { useQueryClient } from '@tanstack/react-query';
import { PageShell } from '@client/components/layout/page-shell';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useAuth } from '@client/lib/auth';
import { useAddContact } from '@client/features/chat/api/add-contact';
import { ChatView } from '@client/features/chat/components/chat-view';
import { chatKeys } from '@client/features/chat/api/keys';
import { BlockUserButton } from '@client/features/trust/components/block-user-button';
import { MessageMenu } from '@client/features/trust/components/message-menu';
import { ProposeDealButton } from '@client/features/deals/components/propose-deal-button';
import { CHAT_TEXTS, chatDisplayName } from '@shared/chat-texts';

const T = CHAT_TEXTS.page;

export default function ChatPage() {
  const { user, profile, isLoading, isAuthenticated } = useAuth();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as { userId?: string; addAsContact?: boolean };
  const selectedId = params.userId ?? state.userId;
  const wantsAdd = searchParams.get('add') === '1' || state.addAsContact === true;
  // the offer whose 'Kontakta' led here: counted in its statistics
  const fromOffer = searchParams.get('offer') ?? undefined;
  const { mutateAsync: addAsync } = useAddContact();
  const queryClient = useQueryClient();
  const addedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!isLoading && !isAuthenticated) toast.error(CHAT_TEXTS.toasts.notSignedIn, { id: 'chat-not-signed-in' });
  }, [isLoading, isAuthenticated]);

  useEffect(() => {
    if (!isAuthenticated || !selectedId || !wantsAdd || addedFor.current === selectedId) return;
    addedFor.current = selectedId;
    if (selectedId === user?.id) {
      navigate(paths.chat.getHref(), { replace: true });
      return;
    }
    // a promise, not mutate() callbacks: those are dropped if the observer changes meanwhile
    addAsync({ userId: selectedId, offerId: fromOffer }).then(
      ({ contact, created }) => {
        if (created)
          toast.success(CHAT_TEXTS.toasts.added, {
            description: CHAT_TEXTS.toasts.addedText(chatDisplayName(contact)),
          });
        navigate(paths.chat.getHref(selectedId), { replace: true });
      },
      (error: Error) => {
        toast.error(CHAT_TEXTS.toasts.addError, { description: error.message });
        navigate(paths.chat.getHref(), { replace: true });
      },
    );
  }, [isAuthenticated, selectedId, wantsAdd, fromOffer, user?.id, addAsync, navigate]);

  if (isLoading) {
    return (
      <PageShell title={T.title}>
        <p className="flex items-center gap-2 text-muted-foreground">
          <Spinner label={T.loading} />
          <span aria-hidden>{T.loading}</span>
        </p>
      </PageShell>
    );
  }
  if (!isAuthenticated || !user) {
    return <Navigate to={paths.auth.getHref({ returnTo: `${location.pathname}${location.search}` })} replace />;
  }

  return (
    <PageShell
      title={T.title}
      wide
      actions={
        <>
          <Button variant="outline" size="sm" asChild>
            <Link to={paths.dashboard.getHref()}>{T.toDashboard}</Link>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <Link to={paths.exploreIndex.getHref()}>{T.toExplore}</Link>
          </Button>
        </>
      }
    >
      <ChatView
        me={user.id}
        selectedId={selectedId === user.id ? undefined : selectedId}
        onSelect={(id) => navigate(id ? paths.chat.getHref(id) : paths.chat.getHref())}
        headerActions={(partner) => (
          <>
            <ProposeDealButton
              counterpartyId={partner.id}
              counterpartyName={chatDisplayName(partner)}
              myType={profile?.user_type}
              theirType={partner.user_type}
              compact
            />
            <BlockUserButton
              userId={partner.id}
              name={chatDisplayName(partner)}
              onBlocked={() => {
                // the conversation is now hidden from the contact list
                void queryClient.invalidateQueries({ queryKey: chatKeys.all });
                void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
                navigate(paths.chat.getHref());
              }}
            />
          </>
        )}
        messageActions={(m) => <MessageMenu messageId={String(m.id)} excerpt={m.text} />}
      />
    </PageShell>
  );
}
