// The floating widget's conversation: replies are local (spec §7), chosen by keyword, after a 1.5 s
// typing indicator; the welcome message comes first.
import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMING } from '@shared/constants';
import { WIDGET_TEXTS } from '@shared/ai-texts';

export interface WidgetMessage {
  id: string;
  content: string;
  sender: 'user' | 'bot';
  timestamp: Date;
}

const SPONSOR = /sponsor|sponsr|finansiering/iu;
const GREETING = /(?<![\p{L}])(hej|hejsan|hallå|tjena|tja|god\s+(morgon|dag|kväll)|hello|hi)(?![\p{L}])/iu;

/** one reply for sponsor/finansiering, one for greetings, a generic one otherwise */
export function widgetReply(text: string): string {
  if (SPONSOR.test(text)) return WIDGET_TEXTS.replySponsor;
  if (GREETING.test(text)) return WIDGET_TEXTS.replyGreeting;
  return WIDGET_TEXTS.replyGeneric;
}

let counter = 0;
const nextId = () => `w${Date.now().toString(36)}${(counter++).toString(36)}`;

export function useWidgetChat() {
  const [messages, setMessages] = useState<WidgetMessage[]>(() => [
    { id: nextId(), content: WIDGET_TEXTS.welcome, sender: 'bot', timestamp: new Date() },
  ]);
  const [isTyping, setIsTyping] = useState(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const send = useCallback((text: string) => {
    const content = text.trim();
    if (!content) return;
    setMessages((all) => [...all, { id: nextId(), content, sender: 'user', timestamp: new Date() }]);
    setIsTyping(true);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setMessages((all) => [
        ...all,
        { id: nextId(), content: widgetReply(content), sender: 'bot', timestamp: new Date() },
      ]);
      setIsTyping(timers.current.size > 0);
    }, TIMING.widgetTypingMs);
    timers.current.add(timer);
  }, []);

  return { messages, isTyping, send };
}
