// /ai: the AI sponsorship assistant page: intro, feature cards, tip, the chat and the onboarding.
import { PageShell } from '@client/components/layout/page-shell';
import { AiChat } from '@client/features/ai/components/ai-chat';
import { AiIntro } from '@client/features/ai/components/ai-intro';
import { AiOnboardingDialog } from '@client/features/ai/components/ai-onboarding-dialog';
import { AiScrollHint } from '@client/features/ai/components/ai-scroll-hint';
import { useAiChat } from '@client/features/ai/hooks/use-ai-chat';
import { useOnboarding } from '@client/features/ai/hooks/use-onboarding';
import { openOfferDialog } from '@client/features/offers/hooks/use-offer-dialog';
import { AI_PAGE_TEXTS } from '@shared/ai-texts';

const CHAT_ID = 'ai-chat';

export default function AiPage() {
  const chat = useAiChat(AI_PAGE_TEXTS.chatWelcome);
  const onboarding = useOnboarding();
  return (
    <PageShell title={AI_PAGE_TEXTS.title} description={AI_PAGE_TEXTS.intro}>
      <div className="space-y-10">
        <AiIntro />
        <section id={CHAT_ID} aria-labelledby={`${CHAT_ID}-title`} className="scroll-mt-24 space-y-4">
          <h2 id={`${CHAT_ID}-title`} className="text-2xl font-semibold tracking-tight">
            {AI_PAGE_TEXTS.chatTitle}
          </h2>
          <AiChat
            messages={chat.messages}
            isTyping={chat.isTyping}
            onSend={(text) => void chat.send(text)}
            onOpenOffer={openOfferDialog}
          />
        </section>
      </div>
      <AiScrollHint targetId={CHAT_ID} />
      <AiOnboardingDialog
        open={onboarding.open}
        onOpenChange={onboarding.setOpen}
        onFinish={(sentence) => {
          document.getElementById(CHAT_ID)?.scrollIntoView({ block: 'start' });
          void chat.send(sentence);
        }}
      />
    </PageShell>
  );
}
