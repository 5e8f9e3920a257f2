// The assistant's one conversation, shared by the floating widget and /ai (issue 16 §6): the same engine
// (POST /api/ai/chat, grounded matches with links), the same messages, kept for the browser tab's session
// so a conversation begun in the widget goes on on /ai and survives a reload.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
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

interface Conversation {
  messages: AiChatMessage[];
  isTyping: boolean;
  /** the turns sent along as context (user and assistant texts, no welcome, no errors) */
  history: { role: 'user' | 'assistant'; content: string }[];
}

const STORAGE_KEY = 'samverka:ai-conversation';
/** messages kept in the session (the oldest go first) */
const KEPT_MESSAGES = 60;

let counter = 0;
const nextId = () => `m${Date.now().toString(36)}${(counter++).toString(36)}`;

function restore(): Conversation {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as {
      messages: (Omit<AiChatMessage, 'timestamp'> & { timestamp: string })[];
      history: Conversation['history'];
    } | null;
    if (saved && Array.isArray(saved.messages)) {
      return {
        messages: saved.messages.map((m) => ({ ...m, timestamp: new Date(m.timestamp) })),
        history: Array.isArray(saved.history) ? saved.history : [],
        isTyping: false,
      };
    }
  } catch {
    // storage unavailable or unreadable: a fresh conversation
  }
  return { messages: [], history: [], isTyping: false };
}

let state: Conversation | null = null;
const listeners = new Set<() => void>();
let inFlight: AbortController | null = null;

const current = () => (state ??= restore());

function update(change: (c: Conversation) => Conversation) {
  state = change(current());
  if (!state.isTyping) {
    try {
      const messages = state.messages.slice(-KEPT_MESSAGES);
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ messages, history: state.history }));
    } catch {
      // a full or disabled storage only loses the conversation at the next reload
    }
  }
  for (const listener of listeners) listener();
}

const patch = (id: string, change: Partial<AiChatMessage> | ((m: AiChatMessage) => Partial<AiChatMessage>)) =>
  update((c) => ({
    ...c,
    messages: c.messages.map((m) =>
      m.id === id ? { ...m, ...(typeof change === 'function' ? change(m) : change) } : m,
    ),
  }));

const push = (message: AiChatMessage) => update((c) => ({ ...c, messages: [...c.messages, message] }));

async function send(text: string) {
  const message = text.trim();
  if (!message || current().isTyping) return;
  push({ id: nextId(), content: message, sender: 'user', timestamp: new Date() });
  update((c) => ({ ...c, isTyping: true }));
  const replyId = nextId();
  let started = false;
  const ensureReply = () => {
    if (started) return;
    started = true;
    push({ id: replyId, content: '', sender: 'ai', timestamp: new Date() });
  };
  const controller = new AbortController();
  inFlight = controller;
  try {
    const answer = await sendAiMessage(
      { message, history: current().history.slice(-LIMITS.aiHistoryTurns) },
      {
        onDelta: (piece) => {
          ensureReply();
          patch(replyId, (m) => ({ content: m.content + piece }));
        },
      },
      controller.signal,
    );
    ensureReply();
    patch(replyId, { content: answer.message, matches: answer.matches, notice: answer.notice, timestamp: new Date() });
    update((c) => ({
      ...c,
      history: [
        ...c.history,
        { role: 'user' as const, content: message },
        { role: 'assistant' as const, content: answer.message },
      ].slice(-LIMITS.aiHistoryTurns * 2),
    }));
  } catch (error) {
    if (controller.signal.aborted) return;
    const detail =
      error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : AI_TEXTS.errorText;
    const bubble = { content: detail, error: true, errorTitle: AI_TEXTS.errorTitle, matches: undefined };
    if (started) patch(replyId, bubble);
    else push({ id: replyId, sender: 'ai', timestamp: new Date(), ...bubble });
  } finally {
    if (inFlight === controller) inFlight = null;
    update((c) => ({ ...c, isTyping: false }));
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The shared conversation; `welcome` opens it when it is empty (the first place the user meets the assistant). */
export function useAiChat(welcome: string) {
  const conversation = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    if (current().messages.length === 0) push({ id: nextId(), content: welcome, sender: 'ai', timestamp: new Date() });
  }, [welcome]);
  const onSend = useCallback((text: string) => send(text), []);
  return { messages: conversation.messages, isTyping: conversation.isTyping, send: onSend };
}

/** For tests: forget the conversation (and abort a reply on its way). */
export function resetAiConversation() {
  inFlight?.abort();
  state = { messages: [], history: [], isTyping: false };
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
