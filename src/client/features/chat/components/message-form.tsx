// The message box: Enter sends, Shift+Enter makes a new line; blank text cannot be sent.
import type { KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { SendHorizontal } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@client/components/ui/form';
import { Textarea } from '@client/components/ui/textarea';
import { LIMITS } from '@shared/constants';
import { CHAT_TEXTS } from '@shared/chat-texts';

const T = CHAT_TEXTS.page;

export function MessageForm({ onSend, isSending }: { onSend: (text: string) => Promise<unknown>; isSending: boolean }) {
  const form = useForm<{ text: string }>({ defaultValues: { text: '' } });
  const canSend = form.watch('text').trim().length > 0 && !isSending;

  const send = form.handleSubmit(async ({ text }) => {
    if (!text.trim() || isSending) return;
    try {
      await onSend(text.trim());
      form.reset({ text: '' });
    } catch {
      // the text stays so nothing typed is lost; the caller shows the error
    }
  });
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <Form {...form}>
      {/* pr-16 keeps the send button clear of the floating AI widget button in the corner */}
      <form onSubmit={(e) => void send(e)} className="border-t p-3 pr-16">
        <FormField
          control={form.control}
          name="text"
          render={({ field }) => (
            // the id is the one the add-contact dialog moves focus to
            <FormItem id="chat-message" className="flex flex-col gap-1 space-y-0">
              <FormLabel className="text-xs text-muted-foreground">
                {T.messageLabel} <span className="font-normal">({T.enterHint})</span>
              </FormLabel>
              <div className="flex items-end gap-2">
                <FormControl>
                  <Textarea
                    {...field}
                    onKeyDown={onKeyDown}
                    placeholder={T.messagePlaceholder}
                    rows={2}
                    maxLength={LIMITS.messageMax}
                    className="max-h-40 min-h-10 flex-1 resize-none"
                  />
                </FormControl>
                <Button type="submit" disabled={!canSend} aria-label={isSending ? T.sending : T.send}>
                  <SendHorizontal aria-hidden />
                  <span className="hidden sm:inline">{isSending ? T.sending : T.send}</span>
                </Button>
              </div>
              <FormMessage />
            </FormItem>
          )}
        />
      </form>
    </Form>
  );
}
