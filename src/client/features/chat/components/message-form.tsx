// The message box: Enter sends, Shift+Enter makes a new line; blank text cannot be sent.
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { LIMITS } from '@shared/constants';
import { CHAT_TEXTS } from '@shared/chat-texts';

const T = CHAT_TEXTS.page;

export function MessageForm({ onSend, isSending }: { onSend: (text: string) => Promise<unknown>; isSending: boolean }) {
  const [text, setText] = useState('');
  const canSend = text.trim().length > 0 && !isSending;

  const send = async () => {
    if (!canSend) return;
    try {
      await onSend(text.trim());
      setText('');
    } catch {
      // the text stays so nothing typed is lost; the caller shows the error
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  return (
    // pr-16 keeps the send button clear of the floating AI widget button in the corner
    <form onSubmit={onSubmit} className="flex flex-col gap-1 border-t p-3 pr-16">
      <Label htmlFor="chat-message" className="text-xs text-muted-foreground">
        {T.messageLabel} <span className="font-normal">({T.enterHint})</span>
      </Label>
      <div className="flex items-end gap-2">
        <Textarea
          id="chat-message"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={T.messagePlaceholder}
          rows={2}
          maxLength={LIMITS.messageMax}
          className="max-h-40 min-h-10 flex-1 resize-none"
        />
        <Button type="submit" disabled={!canSend} aria-label={isSending ? T.sending : T.send}>
          <SendHorizontal aria-hidden />
          <span className="hidden sm:inline">{isSending ? T.sending : T.send}</span>
        </Button>
      </div>
    </form>
  );
}
