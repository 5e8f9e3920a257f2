// The /ai conversation: messages (spec §3 AI chat message), the typing state, and send().
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@client/lib/api-client';
import { AI_TEXTS } from '@shared/ai-texts';
import { LIMITS } from '@shared/constants';
import type { TAiMatch } from '@shared/schemas/ai';
import { sendAiMessage } from '@client/features/ai/api/send-ai-message';

export interface AiChatMessage {
  id: string;
  content: string;
  sender: 'user' | 'ai';
  timestamp: Date;
  error?: boolean;
  /** the error bubble's title ('Fel vid bearbetning') */
  errorTitle?: string;
  matches?: TAiMatch[];
  notice?: string;
}

let counter = 0;
const nextId = () => `m${Date.now().toString(36)}${(counter++).toString(36)}`;

export function useAiChat(welcome: string) {
  const [messages, setMessages] = useState<AiChatMessage[]>(() => [
    { id: nextId(), content: welcome, sender: 'ai', timestamp: new Date() },
  ]);
  const [isTyping, setIsTyping] = useState(false);
  const history = useRef<{ role: 'user' | 'assistant'; content: string }[]>([]);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const patch = (id: string, change: Partial<AiChatMessage> | ((m: AiChatMessage) => Partial<AiChatMessage>)) =>
    setMessages((all) =>
      all.map((m) => (m.id === id ? { ...m, ...(typeof change === 'function' ? change(m) : change) } : m)),
    );

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || isTyping) return;
      setMessages((all) => [...all, { id: nextId(), content: message, sender: 'user', timestamp: new Date() }]);
      setIsTyping(true);
      const replyId = nextId();
      let started = false;
      const ensureReply = () => {
        if (started) return;
        started = true;
        setMessages((all) => [...all, { id: replyId, content: '', sender: 'ai', timestamp: new Date() }]);
      };
      const controller = new AbortController();
      abort.current = controller;
      try {
        const answer = await sendAiMessage(
          { message, history: history.current.slice(-LIMITS.aiHistoryTurns) },
          {
            onDelta: (piece) => {
              ensureReply();
              patch(replyId, (m) => ({ content: m.content + piece }));
            },
          },
          controller.signal,
        );
        ensureReply();
        patch(replyId, {
          content: answer.message,
          matches: answer.matches,
          notice: answer.notice,
          timestamp: new Date(),
        });
        history.current.push({ role: 'user', content: message }, { role: 'assistant', content: answer.message });
      } catch (error) {
        if (controller.signal.aborted) return;
        const detail =
          error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : AI_TEXTS.errorText;
        const bubble = { content: detail, error: true, errorTitle: AI_TEXTS.errorTitle, matches: undefined };
        if (started) patch(replyId, bubble);
        else setMessages((all) => [...all, { id: replyId, sender: 'ai', timestamp: new Date(), ...bubble }]);
      } finally {
        setIsTyping(false);
      }
    },
    [isTyping],
  );

  return { messages, isTyping, send };
}
